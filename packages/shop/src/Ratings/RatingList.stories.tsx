import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor, within} from 'storybook/test';
import {t, type MessageKey} from '@schaufenster/core';
import {delay, http, HttpResponse} from 'msw';
import {serviceRating, serviceRatingsHandler} from '@schaufenster/fixtures/handlers';
import {langOf} from '../stories/itemPageStoryKit.tsx';
import {productIdControl, servedProducts} from '../stories/productControls.ts';
import {withShop} from '../stories/withShop.tsx';
import {formatAverage, formatRatingDate, ratingStats} from './ratingFormat.ts';
import {RatingList} from './RatingList.tsx';
import {
  RATED,
  RATING_STAND_INS,
  UNRATED,
  ratedProduct,
  servedRatings,
  shopProductId,
} from '../stories/ratingStoryKit.ts';

function message(globals: Record<string, unknown>, key: MessageKey): string {
  return t(langOf(globals), key);
}

// The ratings read alone, pending or failing (fixtures' `shopDataFailures` is not exported from
// '@schaufenster/fixtures/handlers'; these mirror its `pending` and `serverError`).
const RATINGS_READ = '*/items/ecommerce_product_rating';
const ratingsPending = [
  http.get(RATINGS_READ, async () => {
    await delay('infinite');
    return HttpResponse.json({data: []});
  }),
];
const ratingsServerError = [
  http.get(RATINGS_READ, () => HttpResponse.json({errors: []}, {status: 500})),
];

const meta = {
  title: 'Shop/Ratings/RatingList',
  component: RatingList,
  decorators: [withShop],
  // Stand-in ids the render replaces by a product of the shop the stories show (decision 051).
  args: {productId: RATED},
  // A designer picks a fixture product by name, not by id.
  argTypes: {productId: productIdControl(RATING_STAND_INS)},
  render: (args, {loaded}) => (
    <RatingList {...args} productId={shopProductId(args.productId, loaded)} />
  ),
} satisfies Meta<typeof RatingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loaded live from the shop API: summary, then the ratings newest first, each with its stars,
 * name and comment (the shop's most rated product).
 */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const served = servedRatings(ratedProduct(loaded).id);
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(served.length);
    for (const [index, rating] of served.entries()) {
      const item = items[index]!;
      await expect(item).toHaveTextContent(
        rating.name?.trim() || message(globals, 'ratingListAnonymous'),
      );
      await expect(
        within(item).getByRole('img', {
          name: t(langOf(globals), 'ratingsAverage', {rating: rating.rating}),
        }),
      ).toBeVisible();
      if (rating.comment) await expect(item).toHaveTextContent(rating.comment);
    }
    await expect(
      canvas.getByRole('heading', {name: message(globals, 'ratingListHeading')}),
    ).toBeVisible();
  },
};

/** Any product id. */
export const Playground: Story = {
  args: {headingLevel: 3, showSummary: false},
  // The product is picked by name from the served fixtures, the stand-ins first.
  play: async ({argTypes, canvas, globals}) => {
    const {control, options} = argTypes.productId as {control?: unknown; options?: unknown[]};
    await expect(control).toMatchObject({type: 'select'});
    await expect(options).toEqual(
      expect.arrayContaining([RATED, UNRATED, ...servedProducts().map((p) => p.id)]),
    );
    await expect(
      await canvas.findByRole('heading', {level: 3, name: message(globals, 'ratingListHeading')}),
    ).toBeVisible();
  },
};

/**
 * Dates and the live summary of the loaded ratings in the toolbar language (the jeweller's most
 * rated product: 5, 5, 5 and 4 stars → "4,8 von 5 Sternen, 4 Bewertungen" in German).
 */
export const Loaded: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const served = servedRatings(ratedProduct(loaded).id);
    const {average, count} = ratingStats(served);
    await expect(
      await canvas.findByRole('img', {
        name: t(lang, 'ratingSummaryLabel', {rating: formatAverage(average ?? 0, lang), count}),
      }),
    ).toBeVisible();
    for (const {date_created: date} of served) {
      if (!date) continue;
      const shown = formatRatingDate(date, lang).replace(/\s+/g, ' ');
      const times = canvas.getAllByText(shown).filter((element) => element.tagName === 'TIME');
      await expect(times.map((time) => time.getAttribute('datetime'))).toContain(date);
    }
  },
};

/** A product without ratings: the empty text, no list. */
export const Empty: Story = {
  args: {productId: UNRATED},
  play: async ({canvas, globals}) => {
    await expect(
      await canvas.findByText(t(langOf(globals), 'ratingsCount', {count: 0})),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While the API has not answered, the status region says so. */
export const Loading: Story = {
  parameters: {msw: {handlers: {shop: ratingsPending}}},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      message(globals, 'ratingListLoading'),
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The API fails: an alert, and the loading text is gone. */
export const LoadError: Story = {
  parameters: {msw: {handlers: {shop: ratingsServerError}}},
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(message(globals, 'ratingListError')),
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** English (pinned): heading, dates and summary (fixture product 104: 5 and 4 stars). */
export const English: Story = {
  globals: {lang: 'en'},
  args: {productId: 104},
  play: async ({canvas}) => {
    await expect(await canvas.findByRole('heading', {name: 'Ratings'})).toBeVisible();
    await expect(await canvas.findByText('Feb 6, 2026')).toBeVisible();
    await expect(canvas.getByRole('img', {name: '4.5 out of 5 stars, 2 ratings'})).toBeVisible();
  },
};

// Fixture product 132: two published ratings (5, then 4 stars) and a pending and a rejected one.
const MODERATED = 132;
const SERVICE_RATING = serviceRating(MODERATED);

/**
 * A site built from fixtures (static catalogue, no CMS): a rating a visitor left through the order
 * service and the owner published heads the list, newest first, and counts in the summary. The
 * product's pending and rejected ratings show nowhere and count in nothing.
 */
export const ServiceRatingMerged: Story = {
  args: {productId: MODERATED},
  parameters: {
    shopData: 'catalogue',
    msw: {handlers: {ratings: [serviceRatingsHandler([SERVICE_RATING])]}},
  },
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const shown = [SERVICE_RATING, ...servedRatings(MODERATED)];
    const {average, count} = ratingStats(shown);
    await expect(count).toBe(3);
    await expect(
      await canvas.findByRole('img', {
        name: t(lang, 'ratingSummaryLabel', {rating: formatAverage(average ?? 0, lang), count}),
      }),
    ).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(SERVICE_RATING.name ?? '');
    await expect(items[0]).toHaveTextContent(SERVICE_RATING.comment ?? '');
    await expect(canvas.queryByText(/Wartet noch|Abgelehnt/)).toBeNull();
  },
};
