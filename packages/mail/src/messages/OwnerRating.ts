// Owner, for each product rating: the stars, the product and the text as written.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {h2, p, quoted} from '../parts/blocks.ts';
import type {MailMessage, MessageProps} from './message.ts';
import {productLabel} from './ownerFacts.ts';

/** Number of stars of a rating. */
const STARS = 5;

function OwnerRating({kit, data}: MessageProps<'owner-rating'>) {
  const product = productLabel(kit, data.product);
  const heading = kit.t('mailOwnerRatingSubject', {rating: data.rating, product});
  const name = data.name?.trim();
  const stars = Number.isFinite(data.rating)
    ? Math.min(STARS, Math.max(0, Math.round(data.rating)))
    : 0;
  const text = data.text?.trim() ? data.text : undefined;
  return h(
    MailLayout,
    {kit, preview: heading, heading, owner: true},
    p(
      kit,
      name
        ? kit.t('mailOwnerRatingIntro', {name, product, rating: data.rating})
        : kit.t('mailOwnerRatingIntroAnonymous', {product, rating: data.rating}),
    ),
    // The stars repeat the sentence above for the eye; screen readers have the sentence.
    p(kit, h('span', {'aria-hidden': 'true'}, '★'.repeat(stars) + '☆'.repeat(STARS - stars))),
    text === undefined ? null : h2(kit, kit.t('mailRatingTextLabel')),
    text === undefined ? null : quoted(kit, text),
  );
}

/** A rating, to the owner. */
export const ownerRating: MailMessage<'owner-rating'> = {
  owner: true,
  subject: (kit, data) =>
    kit.t('mailOwnerRatingSubject', {
      rating: data.rating,
      product: productLabel(kit, data.product),
    }),
  Body: OwnerRating,
};
