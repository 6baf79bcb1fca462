import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {t} from '@schaufenster/core';
import {langOf, text} from '../stories/itemPageStoryKit.tsx';
import {
  RATED,
  RATING_STAND_INS,
  ratedProduct,
  servedRatings,
  shopProductId,
} from '../stories/ratingStoryKit.ts';
import {productIdControl} from '../stories/productControls.ts';
import {withShop} from '../stories/withShop.tsx';
import {formatAverage, ratingStats} from './ratingFormat.ts';
import {ProductRatings} from './ProductRatings.tsx';

// In the toolbar language, for the shop's most rated product (decision 051).
const meta = {
  title: 'Shop/Ratings/ProductRatings',
  component: ProductRatings,
  decorators: [withShop],
  // A stand-in id the render replaces by the most rated product of the shop the stories show.
  args: {productId: RATED, allowRatings: true},
  // A designer picks a fixture product by name, not by id.
  argTypes: {productId: productIdControl(RATING_STAND_INS)},
  render: (args, {loaded}) => (
    <ProductRatings {...args} productId={shopProductId(args.productId, loaded)} />
  ),
} satisfies Meta<typeof ProductRatings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live summary and list, the form below with its heading one level down. */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const {average, count} = ratingStats(servedRatings(ratedProduct(loaded).id));
    await expect(
      await canvas.findByRole('img', {
        name: t(lang, 'ratingSummaryLabel', {rating: formatAverage(average ?? 0, lang), count}),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', {level: 2, name: t(lang, 'ratingListHeading')}),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', {level: 3, name: t(lang, 'ratingFormHeading')}),
    ).toBeVisible();
  },
};

/** Try any product or switch ratings off. */
export const Playground: Story = {args: {productId: 111, headingLevel: 3}};

/**
 * A rating sent with a mouse: thanks shown with the moderation note, the list is read again and
 * still shows.
 */
export const RateByPointer: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await canvas.findByRole('list');
    await userEvent.click(
      canvas.getByRole('radio', {name: t(lang, 'ratingFormStarOption', {count: 5})}),
    );
    await userEvent.click(canvas.getByRole('button', {name: t(lang, 'ratingFormSubmit')}));
    // Collapsed like the page's text: French puts a no-break space before "!".
    await waitFor(() => expect(canvas.getByText(text(lang, 'ratingFormSent'))).toBeVisible());
    // The rating waits for the owner's moderation: the form says when it will appear.
    await expect(canvas.getByText(text(lang, 'ratingFormSentModeration'))).toBeVisible();
    await expect(await canvas.findByRole('list')).toBeVisible();
  },
};

/** allow_ratings off: the ratings still show, the form does not. */
export const RatingsOff: Story = {
  args: {allowRatings: false},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(await canvas.findByRole('list')).toBeVisible();
    await expect(canvas.queryByRole('heading', {name: t(lang, 'ratingFormHeading')})).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};
