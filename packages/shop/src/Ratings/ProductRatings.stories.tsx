import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {withShop} from '../stories/withShop.tsx';
import {ProductRatings} from './ProductRatings.tsx';

const meta = {
  title: 'Shop/Ratings/ProductRatings',
  component: ProductRatings,
  decorators: [withShop],
  globals: {lang: 'de'},
  args: {productId: 104, allowRatings: true},
} satisfies Meta<typeof ProductRatings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live summary and list, the form below with its heading one level down. */
export const Default: Story = {
  play: async ({canvas}) => {
    await expect(
      await canvas.findByRole('img', {name: '4,5 von 5 Sternen, 2 Bewertungen'}),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', {level: 2, name: 'Bewertungen'})).toBeVisible();
    await expect(canvas.getByRole('heading', {level: 3, name: 'Produkt bewerten'})).toBeVisible();
  },
};

/** Try any product or switch ratings off. */
export const Playground: Story = {args: {productId: 111, headingLevel: 3}};

/** A rating sent with a mouse: thanks shown, the list is read again and still shows. */
export const RateByPointer: Story = {
  play: async ({canvas}) => {
    await canvas.findByRole('list');
    await userEvent.click(canvas.getByRole('radio', {name: '5 Sterne'}));
    await userEvent.click(canvas.getByRole('button', {name: 'Bewertung senden'}));
    await waitFor(() => expect(canvas.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible());
    await expect(await canvas.findByRole('list')).toBeVisible();
  },
};

/** allow_ratings off: the ratings still show, the form does not. */
export const RatingsOff: Story = {
  args: {allowRatings: false},
  play: async ({canvas}) => {
    await expect(await canvas.findByRole('list')).toBeVisible();
    await expect(canvas.queryByRole('heading', {name: 'Produkt bewerten'})).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};
