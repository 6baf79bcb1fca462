import {useQueryClient} from '@tanstack/react-query';
import {useId, useState, type FormEvent} from 'react';
import {requiredChoice, type Id, type RatingInput} from '@schaufenster/core';
import {
  FormStatus,
  NativeActionButton,
  NativeRadioGroup,
  NativeTextField,
  settle,
  useFormSubmission,
  useMessages,
  type SubmissionMessages,
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
 * name and comment. Shown only when the shop allows ratings. Once sent it thanks the visitor and
 * says the rating appears after the shop checked it (ratings are moderated). Native kit fields,
 * no react-aria (decision 056): it is rendered on every item page and a quarter of that render
 * was RAC's.
 */
export function RatingForm({allowRatings, ...props}: RatingFormProps) {
  if (!allowRatings) return null;
  return <RatingFormBody {...props} />;
}

type RatingFormBodyProps = Omit<RatingFormProps, 'allowRatings'>;

const EMPTY = {rating: null as string | null, name: '', comment: ''};

// Spec §8: a failed rating says "Could not post rating".
const RATING_MESSAGES: SubmissionMessages<'error'> = {
  sending: 'ratingFormSending',
  sent: 'ratingFormSent',
  failed: 'orderErrorPostRating',
};

const starsRule = requiredChoice<string>('ratingFormRatingRequired');

function RatingFormBody({productId, headingLevel = 2, onRated}: RatingFormBodyProps) {
  const t = useMessages();
  const orders = useOrderClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const Heading = `h${headingLevel}` as const;

  const submission = useFormSubmission(RATING_MESSAGES);

  // Only reached when a star is chosen: native validation blocks the submit event otherwise.
  // On failure the values stay as typed: the visitor can simply send again (spec §8).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.rating === null) return;
    const rating = ratingPayload(productId, {
      rating: Number(values.rating),
      name: values.name,
      comment: values.comment,
    });
    const outcome = await submission.submit(() => settle(orders.postRating(rating)));
    if (!outcome?.ok) return;
    setValues(EMPTY);
    // The list reads live ratings; refetch, so the rating shows as soon as it is published
    // (a visitor's rating waits for the owner's moderation).
    void queryClient.invalidateQueries({queryKey: ratingsQueryKey(productId)});
    onRated?.(rating);
  };
  const chosen = values.rating === null ? 0 : Number(values.rating);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('ratingFormHeading')}
      </Heading>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <NativeRadioGroup
          label={t('ratingFormStars')}
          name="rating"
          isRequired
          rule={starsRule}
          options={RATING_VALUES.map((stars) => ({
            value: String(stars),
            label: t('ratingFormStarOption', {count: stars}),
          }))}
          value={values.rating}
          onChange={(rating) => setValues((current) => ({...current, rating}))}
          // Stars up to the chosen one are filled, as on the summary.
          mark={({value}) => (
            <RatingStars value={Number(value) <= chosen ? 1 : 0} size="1.75rem" max={1} />
          )}
        />
        <NativeTextField
          label={t('ratingFormName')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(name) => setValues((current) => ({...current, name}))}
        />
        <NativeTextField
          label={t('ratingFormComment')}
          name="comment"
          rows={4}
          value={values.comment}
          onChange={(comment) => setValues((current) => ({...current, comment}))}
        />
        <NativeActionButton type="submit">{t('ratingFormSubmit')}</NativeActionButton>
        <FormStatus
          status={
            submission.state.status === 'sent' ? (
              // The thanks, then why the rating does not show yet: the owner checks it first.
              <>
                <span className={styles.statusLine}>{submission.statusText}</span>
                <span className={styles.statusLine}>{t('ratingFormSentModeration')}</span>
              </>
            ) : (
              submission.statusText
            )
          }
          alert={submission.alertText}
        />
      </form>
    </section>
  );
}
