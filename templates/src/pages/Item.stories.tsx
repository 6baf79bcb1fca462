import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, waitFor, within} from 'storybook/test';
import {pickTranslation, ratingsOf, type Product, type SiteData} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {ItemTemplate, itemPagePath} from '../shop/ItemTemplate.tsx';
import {LOADING, backToTop, expectCartCount, text} from '../stories/pagePlay.ts';
import {langOf, pageMeta, pinned} from '../stories/pageStories.tsx';

/**
 * The jeweller's first product with variants to choose, one in stock and nothing to engrave:
 * the item page a shopper most often meets (never picked by id, so fixtures can grow).
 */
function productOf(site: SiteData): Product {
  const product = site.products.find(
    (candidate) =>
      candidate.personalization.length === 0 &&
      candidate.variants.some((variant) => variant.active && (variant.stock ?? 0) > 0),
  );
  if (!product) throw new Error('The jeweller has no product with a variant in stock');
  return product;
}

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta(
    {
      path: (site, lang) => itemPagePath(site, productOf(site), lang),
      template: (site, lang, extra) => {
        const product = productOf(site);
        return ItemTemplate(site, lang, {
          ...extra,
          product,
          ratings: ratingsOf(site.ratings, product.id),
        });
      },
    },
    {shop: true},
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with variants: gallery, price range, variant select, ratings. */
export const Default: Story = {};

/**
 * Add to cart: choose a variant in stock, "In den Warenkorb"; the confirmation is announced with
 * "Zum Warenkorb", and every cart link on the page counts one article.
 */
export const AddToCart: Story = {
  play: async ({globals, loaded, userEvent}) => {
    const site = siteOf(loaded);
    const variant = productOf(site).variants.find((v) => v.active && (v.stock ?? 0) > 0);
    if (!variant) throw new Error('No variant in stock');
    const translated = pickTranslation(
      variant.translations,
      langOf(globals),
      site.project.languages,
    );
    const name = translated?.display_name || variant.display_name;
    await expectCartCount(globals, 0);
    const add = await screen.findByRole('button', {name: text(globals, 'itemPageAddToCart')});
    await expect(add).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', {name: /.+/, expanded: false}));
    const options = await screen.findAllByRole('option');
    const option = options.find((candidate) => candidate.textContent?.startsWith(name));
    if (!option) throw new Error(`No option for the variant "${name}"`);
    await userEvent.click(option);
    await waitFor(() => expect(add).toBeEnabled(), LOADING);

    await userEvent.click(add);
    await expect(
      await screen.findByText(text(globals, 'itemPageAddedToCart', {count: 1}), {}, LOADING),
    ).toBeVisible();
    await expect(screen.getByRole('link', {name: text(globals, 'itemPageGoToCart')})).toBeVisible();
    await expectCartCount(globals, 1);
    backToTop();
  },
};

/** The same journey in English (catalogue texts, translated variant names). */
export const AddToCartEnglish: Story = {...AddToCart, globals: {lang: 'en'}};

/** The same journey on a phone: the bottom bar's cart counts the article. */
export const AddToCartOnPhone: Story = {...AddToCart, ...pinned('phone', ['juwelier-morgenstern'])};

/**
 * The shop's own texts in the page language (decision 009i): call_to_action_text under the
 * purchase box, global_footer in the page footer (every page has it).
 */
export const ShopTexts: Story = {
  play: async ({globals, loaded}) => {
    const site = siteOf(loaded);
    const settings = site.shopSettings;
    if (!settings) throw new Error('The jeweller has shop settings');
    const texts = pickTranslation(settings.translations, langOf(globals), site.project.languages);
    const callToAction = texts?.call_to_action_text ?? settings.call_to_action_text ?? '';
    const footerNote = texts?.global_footer ?? settings.global_footer ?? '';
    await expect(await screen.findByText(callToAction, {}, LOADING)).toBeVisible();
    await expect(within(screen.getByRole('contentinfo')).getByText(footerNote)).toBeVisible();
  },
};

/** The same in French. */
export const ShopTextsFrench: Story = {...ShopTexts, globals: {lang: 'fr'}};
