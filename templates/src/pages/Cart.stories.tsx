import type {Meta, StoryObj} from '@storybook/react-vite';
import {cartPath} from '@schaufenster/core';
import {CartTemplate} from '../shop/CartTemplate.tsx';
import {storeRootFor} from '../shop/shopPages.ts';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta(
    {path: (site, lang) => cartPath(storeRootFor(site, lang)), template: CartTemplate},
    {shop: true, page: {cart: 'filled'}},
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart with two of the jeweller's products (one and two of them). */
export const Default: Story = {};

/** An empty cart: the way back to the shop. */
export const Empty: Story = {parameters: {page: {cart: 'empty'}}};
