import {useMutation, useQueryClient} from '@tanstack/react-query';
import {useId, useState, type FormEvent} from 'react';
import {Form, Radio, RadioGroup} from 'react-aria-components';
import type {Id, RatingInput} from '@schaufenster/core';
import {
  FieldErrorText,
  FieldLabel,
  FormStatus,
  SubmitButton,
  TextAreaField,
  TextInputField,
  useMessages,
  VisuallyHidden,
} from '@schaufenster/ui';
import {useOrderClient} from '../ShopProvider/index.ts';
import {RATING_VALUES, ratingPayload} from './ratingFormat.ts';
import {RatingStars} from './RatingStars.tsx';
import {ratingsQueryKey} from './useRatings.ts';
import styles from './RatingForm.module.css';

/** Props of {@link RatingForm}. */
export interface RatingFormProps {
  /** The product being rated. */
  productId: Id;
  /** The shop settings' `allow_ratings`; without it nothing is rendered (spec §2 Item page). */
  allowRatings: boolean;
  /** Level of the "Produkt bewerten" heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Called with the posted rating once the order service accepted it. @default undefined */
  onRated?: (rating: RatingInput) => void;
}

/**
 * The rating form of the item page (spec §2 Item page, §7 /ecom/rating): 1–5 stars, optional
 * name and comment. Shown only when the shop allows ratings.
 */
export function RatingForm({allowRatings, ...props}: RatingFormProps) {
  if (!allowRatings) return null;
  return <RatingFormBody {...props} />;
}

type RatingFormBodyProps = Omit<RatingFormProps, 'allowRatings'>;

const EMPTY = {rating: null as string | null, name: '', comment: ''};

function RatingFormBody({productId, headingLevel = 2, onRated}: RatingFormBodyProps) {
  const t = useMessages();
  const orders = useOrderClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const Heading = `h${headingLevel}` as const;

  const post = useMutation({
    mutationFn: (rating: RatingInput) => orders.postRating(rating),
    onSuccess: (_answer, rating) => {
      setValues(EMPTY);
      // The list reads live ratings; refetch so a published rating shows without a reload.
      void queryClient.invalidateQueries({queryKey: ratingsQueryKey(productId)});
      onRated?.(rating);
    },
    // On failure the values stay as typed: the visitor can simply send again (spec §8).
  });

  // Only reached when a star is chosen: native validation blocks the submit event otherwise.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isPending || values.rating === null) return;
    post.mutate(
      ratingPayload(productId, {
        rating: Number(values.rating),
        name: values.name,
        comment: values.comment,
      }),
    );
  };
  const chosen = values.rating === null ? 0 : Number(values.rating);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('ratingFormHeading')}
      </Heading>
      <Form className={styles.form} validationBehavior="native" onSubmit={submit}>
        <RadioGroup
          className={styles.stars}
          name="rating"
          orientation="horizontal"
          isRequired
          value={values.rating}
          onChange={(rating) => setValues((current) => ({...current, rating}))}
          validate={(rating) => (rating ? null : t('ratingFormRatingRequired'))}
        >
          <FieldLabel>{t('ratingFormStars')}</FieldLabel>
          <div className={styles.options}>
            {RATING_VALUES.map((stars) => (
              <Radio key={stars} value={String(stars)} className={styles.option}>
                {/* Stars up to the chosen one are filled, as on the summary. */}
                <RatingStars value={stars <= chosen ? 1 : 0} size="1.75rem" max={1} />
                <VisuallyHidden>{t('ratingFormStarOption', {count: stars})}</VisuallyHidden>
              </Radio>
            ))}
          </div>
          {/* The only way to be invalid is no choice; the browser's own radio message would
              otherwise win over `validate` (it is in the browser's language, not the page's). */}
          <FieldErrorText>{t('ratingFormRatingRequired')}</FieldErrorText>
        </RadioGroup>
        <TextInputField
          label={t('ratingFormName')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(name) => setValues((current) => ({...current, name}))}
        />
        <TextAreaField
          label={t('ratingFormComment')}
          name="comment"
          value={values.comment}
          onChange={(comment) => setValues((current) => ({...current, comment}))}
        />
        <SubmitButton>{t('ratingFormSubmit')}</SubmitButton>
        <FormStatus
          status={
            <>
              {post.isPending ? t('ratingFormSending') : null}
              {post.isSuccess ? t('ratingFormSent') : null}
            </>
          }
          alert={post.isError ? t('orderErrorPostRating') : null}
        />
      </Form>
    </section>
  );
}
