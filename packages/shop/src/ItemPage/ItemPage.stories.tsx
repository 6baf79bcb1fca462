import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {LANGUAGES, localizedPath, t} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {cartStore, resetCart} from '../cart/index.ts';
import {productName, variantName} from '../productView/index.ts';
import {fixtureImageSrc} from '../stories/productImages.ts';
import {withShop} from '../stories/withShop.tsx';
import {ItemPage} from './ItemPage.tsx';
import {
  addButton,
  chooseByKeyboard,
  failNextProductRead,
  langOf,
  loose,
  pick,
  price,
  productReadFailing,
  productReadFailingOnce,
  productReadPending,
  requestSlot,
  tabTo,
  text,
  type Trait,
} from '../stories/itemPageStoryKit.tsx';

function renderProduct(trait: Trait, showStock = true): Story['render'] {
  const ItemStory: Story['render'] = (args, {loaded}) => {
    const site = shopSiteOf(loaded);
    const settings = site.shopSettings ? {...site.shopSettings, show_stock: showStock} : null;
    return <ItemPage {...args} productId={pick(loaded, trait).id} settings={settings} />;
  };
  return ItemStory;
}

const meta = {
  title: 'Shop/Item/ItemPage',
  component: ItemPage,
  decorators: [withShop],
  args: {productId: 101, imageSrc: fixtureImageSrc},
  parameters: {layout: 'padded'},
  beforeEach: () => {
    resetCart();
  },
} satisfies Meta<typeof ItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A watch with strap variants: price "from" the lowest variant until one is chosen. */
export const Default: Story = {
  render: renderProduct('withVariants'),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'withVariants');
    await expect(
      await canvas.findByRole('heading', {level: 1, name: productName(product, lang, LANGUAGES)}),
    ).toBeVisible();
    await expect(canvas.getByRole('link', {name: text(lang, 'itemPageBack')})).toHaveAttribute(
      'href',
      localizedPath('item_list', lang),
    );
    const image = canvas.getByRole('img', {name: productName(product, lang, LANGUAGES)});
    await expect(image).toHaveAttribute('width', String(product.images[0]?.width));
    await expect(image).toHaveAttribute('height', String(product.images[0]?.height));
  },
};

/** Any fixture product by id. */
export const Playground: Story = {};

/** Pick a variant with the keyboard: price and stock follow, then it goes into the cart. */
export const WithVariants: Story = {
  render: renderProduct('withVariants'),
  play: async ({canvas, globals, loaded, step}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'withVariants');
    const active = product.variants.filter((v) => v.active);
    const variant = active.find((v) => (v.stock ?? 0) > 0);
    if (!variant) throw new Error('no variant in stock');
    const label = product.variant_display_name ?? t(lang, 'itemPageVariantLabel');
    const select = await canvas.findByRole('combobox', {name: label});
    const add = await addButton(canvas, lang);
    const lowest = Math.min(...active.map((v) => v.price_brutto ?? Infinity));

    await step('nothing chosen: price range, add disabled with its reason', async () => {
      await expect(
        canvas.getByText(text(lang, 'itemPriceFrom', {price: price(lowest, lang)})),
      ).toBeVisible();
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(
        loose(text(lang, 'itemPageChooseVariant', {label})),
      );
    });

    await step('choose a variant by keyboard', async () => {
      await chooseByKeyboard(canvas, select, variantName(variant, lang, LANGUAGES));
      await expect(canvas.getByText(price(variant.price_brutto, lang))).toBeVisible();
      await expect(
        canvas.getByText(text(lang, 'itemPageStock', {count: variant.stock ?? 0})),
      ).toBeVisible();
      await expect(
        canvas.getByText(
          text(lang, 'itemPageReferenceNumber', {
            number: `${product.reference_number}${variant.reference_number_suffix ?? ''}`,
          }),
        ),
      ).toBeVisible();
      await expect(add).toBeEnabled();
    });

    await step('add to cart: the line carries the variant, and it is announced', async () => {
      await tabTo(add);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(cartStore.getState().products).toHaveLength(1));
      const [line] = cartStore.getState().products;
      await expect(line?.product.id).toBe(product.id);
      await expect(line?.variant?.id).toBe(variant.id);
      await expect(line?.count).toBe(1);
      await expect(line?.priceBrutto).toBe(variant.price_brutto);
      await expect(
        await canvas.findByText(text(lang, 'itemPageAddedToCart', {count: 1})),
      ).toBeVisible();
    });

    await step('the confirmation offers the cart as a finger-sized link', async () => {
      const toCart = canvas.getByRole('link', {name: text(lang, 'itemPageGoToCart')});
      await expect(toCart.getAttribute('href')).toMatch(/\/warenkorb$/);
      await expect(toCart.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

/** The same flow in English. */
export const WithVariantsEnglish: Story = {...WithVariants, globals: {lang: 'en'}};

/** The same flow in French. */
export const WithVariantsFrench: Story = {...WithVariants, globals: {lang: 'fr'}};

/** No variants: price, stock and shipping time at once, count 1 up to the stock. */
export const WithoutVariants: Story = {
  render: renderProduct('withoutVariants'),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'withoutVariants');
    const stock = product.stock ?? 0;
    await expect(await canvas.findByText(price(product.price_brutto, lang))).toBeVisible();
    await expect(canvas.getByText(text(lang, 'itemPageVatNote'))).toBeVisible();
    await expect(canvas.getByText(text(lang, 'itemPageStock', {count: stock}))).toBeVisible();
    await expect(
      canvas.getByRole('heading', {name: text(lang, 'itemPageAttributes')}),
    ).toBeVisible();
    const count = canvas.getByRole('textbox', {name: text(lang, 'itemPageCount')});
    await expect(count).toHaveValue('1');
    await tabTo(count);
    for (let press = 0; press < stock + 2; press++) await userEvent.keyboard('{ArrowUp}');
    await expect(count).toHaveValue(String(stock));
    await userEvent.click(await addButton(canvas, lang));
    await waitFor(() => expect(cartStore.getState().products[0]?.count).toBe(stock));
    await expect(cartStore.getState().products[0]?.variant).toBeNull();
  },
};

/** The count's − and + (the cart's stepper, decision 053): named, out of the tab order, limited. */
export const CountButtons: Story = {
  render: renderProduct('withoutVariants'),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'withoutVariants');
    const stock = product.stock ?? 0;
    const name = productName(product, lang, LANGUAGES);
    const add = await addButton(canvas, lang);
    const count = canvas.getByRole('textbox', {name: text(lang, 'itemPageCount')});
    await expect(count).toHaveAccessibleDescription(text(lang, 'itemPageCountMax', {count: stock}));
    const decrease = canvas.getByRole('button', {
      name: text(lang, 'cartLineCountDecrease', {name}),
    });
    const increase = canvas.getByRole('button', {
      name: text(lang, 'cartLineCountIncrease', {name}),
    });
    await expect(decrease).toBeDisabled();
    await expect(increase).toHaveAttribute('tabindex', '-1');
    await userEvent.click(increase);
    await expect(count).toHaveValue('2');
    await expect(decrease).toBeEnabled();
    await tabTo(count);
    await userEvent.keyboard('{End}');
    await expect(count).toHaveValue(String(stock));
    await expect(increase).toBeDisabled();
    await userEvent.click(decrease);
    await userEvent.click(add);
    await waitFor(() => expect(cartStore.getState().products[0]?.count).toBe(stock - 1));
  },
};

/** Out of stock, but the reorder flag is set: still buyable, marked "can be reordered". */
export const OutOfStockReorder: Story = {
  render: renderProduct('outOfStockReorder'),
  args: {requestAction: requestSlot},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(await addButton(canvas, lang)).toBeEnabled();
    await expect(canvas.getByText(text(lang, 'itemPageReorderPossible'))).toBeVisible();
    await expect(canvas.getByText(text(lang, 'itemPageStock', {count: 0}))).toBeVisible();
    await expect(
      canvas.queryByRole('button', {name: text(lang, 'itemPageRequestAvailability')}),
    ).toBeNull();
  },
};

/** Out of stock without reorder: add disabled with its reason, the request action instead. */
export const OutOfStockNoReorder: Story = {
  render: renderProduct('outOfStockNoReorder'),
  args: {requestAction: requestSlot},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const add = await addButton(canvas, lang);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(loose(text(lang, 'itemPageNotAvailable')));
    await expect(
      canvas.getByRole('button', {name: text(lang, 'itemPageRequestAvailability')}),
    ).toBeVisible();
    await expect(canvas.queryByText(text(lang, 'itemPageReorderPossible'))).toBeNull();
  },
};

/** The same in English. */
export const OutOfStockNoReorderEnglish: Story = {...OutOfStockNoReorder, globals: {lang: 'en'}};

/** Engraving: a required text and a typeface choice; the cart line keeps both values. */
export const Personalization: Story = {
  render: renderProduct('personalization'),
  play: async ({canvas, globals, loaded, step}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'personalization');
    const fields = product.personalization.flatMap((offer) => offer.fields);
    const textField = fields.find((field) => field.type === 'text' && field.required);
    const selectField = fields.find((field) => field.type === 'select');
    const option = selectField?.options[1];
    if (!textField || !selectField || !option) throw new Error('fixture lacks engraving fields');
    const label = (field: typeof textField) =>
      field.translations.find((entry) => entry.language === lang)?.display_name ??
      field.display_name;
    const input = await canvas.findByRole('textbox', {name: label(textField)});
    const add = await addButton(canvas, lang);

    await step('the required engraving blocks the add and says so', async () => {
      await userEvent.click(add);
      await expect(
        await canvas.findByText(
          text(lang, 'itemPagePersonalizationRequired', {field: label(textField)}),
        ),
      ).toBeVisible();
      await expect(input).toHaveFocus();
      await expect(cartStore.getState().products).toHaveLength(0);
    });

    await step('type the engraving, pick a typeface, add', async () => {
      await userEvent.keyboard('Für Anna');
      const select = canvas.getByRole('combobox', {name: label(selectField)});
      await chooseByKeyboard(canvas, select, option);
      await userEvent.click(add);
      await waitFor(() => expect(cartStore.getState().products).toHaveLength(1));
      await expect(cartStore.getState().products[0]?.personalization).toEqual({
        [textField.name]: 'Für Anna',
        [selectField.name]: option,
      });
    });
  },
};

/** The same in English. */
export const PersonalizationEnglish: Story = {...Personalization, globals: {lang: 'en'}};

/** Price on request: no amount, no VAT note, add disabled, the request action offered. */
export const OnRequestPrice: Story = {
  render: renderProduct('onRequest'),
  args: {requestAction: requestSlot},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(await canvas.findByText(text(lang, 'itemPagePriceOnRequest'))).toBeVisible();
    await expect(canvas.queryByText(text(lang, 'itemPageVatNote'))).toBeNull();
    const add = await addButton(canvas, lang);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(loose(text(lang, 'itemPageOnRequestOnly')));
    await expect(
      canvas.getByRole('button', {name: text(lang, 'itemPageRequestAvailability')}),
    ).toBeVisible();
  },
};

/** The same in French. */
export const OnRequestPriceFrench: Story = {...OnRequestPrice, globals: {lang: 'fr'}};

/** A ring with its size guide: the first row heads the columns, the first cell each row. */
export const SizeGuide: Story = {
  render: renderProduct('sizeGuide'),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const guide = pick(loaded, 'sizeGuide').size_guide;
    if (!guide) throw new Error('no size guide');
    const name =
      guide.translations.find((entry) => entry.language === lang)?.display_name ??
      guide.display_name;
    await expect(await canvas.findByRole('heading', {name})).toBeVisible();
    const table = canvas.getByRole('table');
    const columns = within(table).getAllByRole('columnheader');
    await expect(columns.map((cell) => cell.textContent)).toEqual(guide.table[0]);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(guide.table.length - 1);
  },
};

/** settings.show_stock off: no stock count. */
export const ShowStockOff: Story = {
  render: renderProduct('withoutVariants', false),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'withoutVariants');
    await expect(await canvas.findByText(price(product.price_brutto, lang))).toBeVisible();
    await expect(
      canvas.queryByText(text(lang, 'itemPageStock', {count: product.stock ?? 0})),
    ).toBeNull();
  },
};

/** Prerendered: build-time details show at once while the live read is still under way. */
export const Prerendered: Story = {
  render: (args, {loaded}) => {
    const product = pick(loaded, 'withoutVariants');
    return <ItemPage {...args} productId={product.id} initialDetails={product} />;
  },
  parameters: {msw: {handlers: {item: productReadPending}}},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const product = pick(loaded, 'withoutVariants');
    await expect(canvas.getByRole('heading', {level: 1})).toHaveTextContent(product.display_name);
    await expect(canvas.queryByText(text(lang, 'statusLoading'))).toBeNull();
  },
};

/** The wordmark in the picture column: square, beside the heading, read by nobody. */
async function pictureColumn(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', {level: 1, name});
  await expect(within(canvasElement).queryByRole('img')).toBeNull();
  const mark = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]:not(svg)');
  if (!mark) throw new Error('Nothing in the picture column');
  const box = mark.getBoundingClientRect();
  // Beside the summary at desktop width, as a picture would be, at the cards' square.
  await expect(box.right).toBeLessThanOrEqual(heading.getBoundingClientRect().left);
  await expect(box.width).toBeGreaterThan(200);
  await expect(box.height).toBeCloseTo(box.width, 0);
  return mark;
}

/**
 * A product without a picture, at desktop width: the manufacturer's name is lettered in the
 * picture column (the brand cards' wordmark) in the cards' square, so the column is not empty.
 */
export const WithoutPicture: Story = {
  globals: {viewport: {value: 'desktop', isRotated: false}},
  render: (args, {loaded}) => {
    const product = {...pick(loaded, 'withoutVariants'), images: []};
    return <ItemPage {...args} productId={product.id} initialDetails={product} />;
  },
  parameters: {msw: {handlers: {item: productReadPending}}},
  play: async ({canvasElement, globals, loaded}) => {
    const product = pick(loaded, 'withoutVariants');
    const mark = await pictureColumn(
      canvasElement,
      productName(product, langOf(globals), LANGUAGES),
    );
    await expect(mark).toHaveTextContent(product.manufacturer?.display_name ?? '');
  },
};

/** No picture and no manufacturer: a neutral placeholder of the same square. */
export const WithoutPictureOrBrand: Story = {
  globals: {viewport: {value: 'desktop', isRotated: false}},
  render: (args, {loaded}) => {
    const product = {...pick(loaded, 'withoutVariants'), images: [], manufacturer: null};
    return <ItemPage {...args} productId={product.id} initialDetails={product} />;
  },
  parameters: {msw: {handlers: {item: productReadPending}}},
  play: async ({canvasElement, globals, loaded}) => {
    const product = pick(loaded, 'withoutVariants');
    const mark = await pictureColumn(
      canvasElement,
      productName(product, langOf(globals), LANGUAGES),
    );
    await expect(mark).toBeEmptyDOMElement();
  },
};

/** Waiting for the product. */
export const Loading: Story = {
  render: renderProduct('withVariants'),
  parameters: {msw: {handlers: {item: productReadPending}}},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(await canvas.findByRole('status')).toHaveTextContent(text(lang, 'statusLoading'));
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No published product with this id (`getProduct` gives null). */
export const NotFound: Story = {
  args: {productId: 999_999},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(
      await canvas.findByRole('heading', {level: 1, name: text(lang, 'itemPageNotFound')}),
    ).toBeVisible();
    await expect(canvas.getByRole('link', {name: text(lang, 'itemPageBack')})).toBeVisible();
  },
};

/** The same in English. */
export const NotFoundEnglish: Story = {...NotFound, globals: {lang: 'en'}};

/** The read fails: an alert and a retry that reads again (and here succeeds). */
export const LoadError: Story = {
  render: renderProduct('withoutVariants'),
  beforeEach: failNextProductRead,
  parameters: {msw: {handlers: {item: productReadFailingOnce}}},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text(lang, 'itemPageLoadError'),
    );
    await userEvent.click(canvas.getByRole('button', {name: text(lang, 'itemPageRetry')}));
    const product = pick(loaded, 'withoutVariants');
    await expect(
      await canvas.findByRole('heading', {level: 1, name: productName(product, lang, LANGUAGES)}),
    ).toBeVisible();
  },
};

/** A server error on every read stays an error. */
export const LoadErrorPersisting: Story = {
  render: renderProduct('withoutVariants'),
  parameters: {msw: {handlers: {item: productReadFailing}}},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text(lang, 'itemPageLoadError'),
    );
    await expect(canvas.getByRole('button', {name: text(lang, 'itemPageRetry')})).toBeEnabled();
  },
};
