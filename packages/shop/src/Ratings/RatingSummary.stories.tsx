import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {isLang, t, type Lang} from '@schaufenster/core';
import {formatAverage} from './ratingFormat.ts';
import {RatingSummary} from './RatingSummary.tsx';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

const meta = {
  title: 'Shop/Ratings/RatingSummary',
  component: RatingSummary,
  args: {average: 4.5, count: 12},
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.5 stars from 12 ratings: one image named by one sentence, in the toolbar language. */
export const Default: Story = {
  play: async ({canvas, globals, args}) => {
    const lang = langOf(globals);
    const label = t(lang, 'ratingSummaryLabel', {
      rating: formatAverage(args.average ?? 0, lang),
      count: args.count,
    });
    await expect(canvas.getByRole('img', {name: label})).toBeVisible();
  },
};

/** Try any average and count. */
export const Playground: Story = {args: {average: 3.8, count: 27}};

/** The summary's accessible name in the story's language, as the component builds it. */
function summaryName(globals: Record<string, unknown>, average: number, count: number): string {
  const lang = langOf(globals);
  return t(lang, 'ratingSummaryLabel', {rating: formatAverage(average, lang), count});
}

/** German: comma decimal and plural "Bewertungen". */
export const German: Story = {
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByRole('img', {name: '4,5 von 5 Sternen, 12 Bewertungen'}),
    ).toBeVisible();
    await expect(canvas.getByText('4,5')).toBeVisible();
  },
};

/** English: point decimal. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('img', {name: '4.5 out of 5 stars, 12 ratings'})).toBeVisible();
  },
};

/** French. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByRole('img', {name: '4,5 étoiles sur 5, 12 évaluations'}),
    ).toBeVisible();
  },
};

/** A single five-star rating: singular, and the decimal kept ("5,0" in German). */
export const OneRating: Story = {
  args: {average: 5, count: 1},
  play: async ({canvas, globals}) => {
    const name = summaryName(globals, 5, 1);
    await expect(name).toMatch(/5[.,]0/);
    await expect(canvas.getByRole('img', {name})).toBeVisible();
  },
};

/** An unrounded mean (5, 5, 4 of fixture product 101) shows one decimal: 4,7 in German. */
export const Unrounded: Story = {
  args: {average: 14 / 3, count: 3},
  play: async ({canvas, globals}) => {
    const name = summaryName(globals, 14 / 3, 3);
    await expect(name).toMatch(/4[.,]7/);
    await expect(canvas.getByRole('img', {name})).toBeVisible();
  },
};

/** A low average: one star and part of the second filled. */
export const LowRating: Story = {
  args: {average: 1.3, count: 4},
  play: async ({canvas, globals}) => {
    const name = summaryName(globals, 1.3, 4);
    await expect(name).toMatch(/1[.,]3/);
    await expect(canvas.getByRole('img', {name})).toBeVisible();
  },
};

/** No ratings yet: empty stars beside plain text, no image to name. */
export const NoRatings: Story = {
  args: {average: null, count: 0},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByText(t(langOf(globals), 'ratingsCount', {count: 0}))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
