import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {
  formatPrice,
  isLang,
  itemPath,
  t,
  toProductListItem,
  type Lang,
  type Product,
  type ProductListItem,
} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {fixtureImageSrc} from '../stories/productImages.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {ProductCard} from './ProductCard.tsx';
import {averageRating} from './productCardModel.ts';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Testing Library collapses whitespace (prices carry a no-break space) before matching.
const flat = (value: string) => value.replace(/\s+/g, ' ');

/** Fixture products by the trait a story needs (never by id, so fixtures can grow). */
const TRAITS = {
  rated: (p: Product) => p.variants.length === 0 && p.price_brutto !== null && p.ratings.length > 0,
  variantPrices: (p: Product) =>
    new Set(p.variants.filter((v) => v.active).map((v) => v.price_brutto)).size > 1,
  onRequest: (p: Product) => p.variants.length === 0 && p.price_brutto === null,
} satisfies Record<string, (p: Product) => boolean>;

function pick(loaded: Record<string, unknown>, trait: keyof typeof TRAITS): ProductListItem {
  const product = shopSiteOf(loaded).products.find(TRAITS[trait]);
  if (!product) throw new Error(`No fixture product is "${trait}"`);
  return toProductListItem(product);
}

// A stand-in until the render function puts a fixture product in.
const PLACEHOLDER: ProductListItem = {
  id: 0,
  display_name: 'Ring',
  slug: 'ring',
  images: [],
  manufacturer: null,
  category: null,
  stock: null,
  product_variants: [],
  ratings: [],
  price_brutto: 100,
  translations: [],
};

const meta = {
  title: 'Shop/Catalogue/ProductCard',
  component: ProductCard,
  args: {product: PLACEHOLDER, storeRootPath: '/shop', headingLevel: 2},
  argTypes: {product: {control: false}, imageSrc: {control: false}},
  render: (args, {loaded}) => (
    <div style={{maxInlineSize: '16rem'}}>
      <ProductCard {...args} product={pick(loaded, 'rated')} imageSrc={fixtureImageSrc} />
    </div>
  ),
  decorators: [stayOnPage],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, name linking to the item page, manufacturer, price and average rating as stars. */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'rated');
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', itemPath('/shop', product.slug));
    await expect(canvas.getByRole('heading', {level: 2})).toContainElement(link);
    await expect(
      canvas.getByText(flat(formatPrice(product.price_brutto ?? 0, lang))),
    ).toBeVisible();
    // The rating as stars, as on the item page; the catalogue's sentence is their name only.
    const rating = flat(t(lang, 'ratingsAverage', {rating: averageRating(product.ratings) ?? 0}));
    await expect(canvas.getByRole('img', {name: rating})).toBeVisible();
    await expect(canvas.queryByText(rating)).toBeNull();
    // No box around the tile (decision 049): neither the card nor its picture has a border.
    const card = canvas.getByRole('article');
    for (const box of [card, ...card.querySelectorAll('div')]) {
      await expect(getComputedStyle(box).borderTopWidth).toBe('0px');
    }
  },
};

/** Try the heading level and root path. */
export const Playground: Story = {args: {headingLevel: 3, storeRootPath: '/boutique'}};

/** Variants at different prices: "from" the lowest one. */
export const FromPrice: Story = {
  render: (args, {loaded}) => (
    <div style={{maxInlineSize: '16rem'}}>
      <ProductCard {...args} product={pick(loaded, 'variantPrices')} imageSrc={fixtureImageSrc} />
    </div>
  ),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const prices = pick(loaded, 'variantPrices')
      .product_variants.map((v) => v.price_brutto)
      .filter((price): price is number => price !== null);
    const price = formatPrice(Math.min(...prices), lang);
    await expect(canvas.getByText(flat(t(lang, 'itemPriceFrom', {price})))).toBeVisible();
  },
};

/** No price: the spec's "on request" text. */
export const OnRequest: Story = {
  render: (args, {loaded}) => (
    <div style={{maxInlineSize: '16rem'}}>
      <ProductCard {...args} product={pick(loaded, 'onRequest')} imageSrc={fixtureImageSrc} />
    </div>
  ),
  play: async ({canvas, globals}) => {
    await expect(canvas.getByText(t(langOf(globals), 'itemPagePriceOnRequest'))).toBeVisible();
  },
};

/** No image URL and no shop root: a neutral placeholder and the name as plain text. */
export const WithoutImageOrLink: Story = {
  args: {storeRootPath: null},
  render: (args, {loaded}) => (
    <div style={{maxInlineSize: '16rem'}}>
      <ProductCard {...args} product={pick(loaded, 'rated')} />
    </div>
  ),
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvas.getByRole('article')).getByRole('heading')).toBeVisible();
  },
};

/** The picture's square and what stands in it (the card's first box). */
function pictureBox(canvasElement: HTMLElement): HTMLElement {
  const mark = canvasElement.querySelector<HTMLElement>('article [aria-hidden="true"]:not(svg)');
  if (!mark) throw new Error('Nothing in the picture square');
  return mark;
}

/**
 * A product without a picture: its manufacturer's name lettered in the picture's square (the
 * brand cards' wordmark), hidden from screen readers, since the card says it below.
 */
export const WithoutPicture: Story = {
  render: (args, {loaded}) => (
    <div style={{maxInlineSize: '16rem'}}>
      <ProductCard
        {...args}
        product={{...pick(loaded, 'rated'), images: []}}
        imageSrc={fixtureImageSrc}
      />
    </div>
  ),
  play: async ({canvas, canvasElement, loaded}) => {
    const manufacturer = pick(loaded, 'rated').manufacturer?.display_name ?? '';
    await expect(canvasElement.querySelector('img')).toBeNull();
    const mark = pictureBox(canvasElement);
    await expect(mark).toHaveTextContent(manufacturer);
    const box = mark.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(canvas.getByRole('article').clientWidth, 0);
    await expect(box.height).toBeCloseTo(box.width, 0);
  },
};

/** No picture and no manufacturer: a neutral placeholder in the same square. */
export const WithoutPictureOrBrand: Story = {
  render: (args, {loaded}) => (
    <div style={{maxInlineSize: '16rem'}}>
      <ProductCard
        {...args}
        product={{...pick(loaded, 'rated'), images: [], manufacturer: null}}
        imageSrc={fixtureImageSrc}
      />
    </div>
  ),
  play: async ({canvas, canvasElement}) => {
    const mark = pictureBox(canvasElement);
    await expect(mark).toBeEmptyDOMElement();
    const box = mark.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(canvas.getByRole('article').clientWidth, 0);
    await expect(box.height).toBeCloseTo(box.width, 0);
  },
};
