import type {Meta, StoryObj} from '@storybook/react-vite';
import {checkoutPath} from '@schaufenster/core';
import {CheckoutTemplate} from '../shop/CheckoutTemplate.tsx';
import {storeRootFor} from '../shop/shopPages.ts';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta(
    {path: (site, lang) => checkoutPath(storeRootFor(site, lang)), template: CheckoutTemplate},
    {shop: true, page: {cart: 'filled'}},
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout's first step with two products in the cart: address and order summary. */
export const Default: Story = {};
