import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor, within} from 'storybook/test';
import {isLang, t, type Lang, type MessageKey} from '@schaufenster/core';
import {delay, http, HttpResponse} from 'msw';
import {withShop} from '../stories/withShop.tsx';
import {RatingList} from './RatingList.tsx';

function message(globals: Record<string, unknown>, key: MessageKey): string {
  return t(langOf(globals), key);
}

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Fixture product 101 (Tudor Black Bay 58) has three ratings: 5, 5 and 4 stars.
const RATED_PRODUCT = 101;
// Fixture product 102 has none.
const UNRATED_PRODUCT = 102;

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
  args: {productId: RATED_PRODUCT},
} satisfies Meta<typeof RatingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded live from the shop API: summary, then the ratings newest first. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Newest first (2026-03-04, T. Weber, 4 stars).
    await expect(items[0]).toHaveTextContent('T. Weber');
    await expect(
      within(items[0]!).getByRole('img', {
        name: t(langOf(globals), 'ratingsAverage', {rating: 4}),
      }),
    ).toBeVisible();
    await expect(items[2]).toHaveTextContent('Perfekte Beratung, die Uhr ist ein Traum.');
    await expect(
      canvas.getByRole('heading', {name: message(globals, 'ratingListHeading')}),
    ).toBeVisible();
  },
};

/** Any product id. */
export const Playground: Story = {args: {productId: 111, headingLevel: 3, showSummary: false}};

/** German dates and the live summary of the loaded ratings (5, 5, 4 → 4,7). */
export const Loaded: Story = {
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    await expect(
      await canvas.findByRole('img', {name: '4,7 von 5 Sternen, 3 Bewertungen'}),
    ).toBeVisible();
    await expect(canvas.getByText('04.03.2026')).toHaveAttribute(
      'datetime',
      '2026-03-04T12:00:00.000Z',
    );
    await expect(canvas.getByRole('img', {name: '4 von 5 Sternen'})).toBeVisible();
  },
};

/** A product without ratings: the empty text, no list. */
export const Empty: Story = {
  args: {productId: UNRATED_PRODUCT},
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

/** English heading, dates and summary (fixture product 104: 5 and 4 stars). */
export const English: Story = {
  globals: {lang: 'en'},
  args: {productId: 104},
  play: async ({canvas}) => {
    await expect(await canvas.findByRole('heading', {name: 'Ratings'})).toBeVisible();
    await expect(await canvas.findByText('Feb 6, 2026')).toBeVisible();
    await expect(canvas.getByRole('img', {name: '4.5 out of 5 stars, 2 ratings'})).toBeVisible();
  },
};
