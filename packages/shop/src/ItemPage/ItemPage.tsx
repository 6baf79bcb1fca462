import type {ReactNode} from 'react';
import {Button} from 'react-aria-components';
import {
  pickTranslation,
  type Id,
  type LinkInput,
  type Product,
  type ShopSettings,
  type ShopState,
} from '@schaufenster/core';
import {Icon, Link, useLanguage, useMessages} from '@schaufenster/ui';
import type {ProductImageSrc} from '../ProductCard/index.ts';
import {useShopState} from '../settings/index.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import {productName, useProductView, variantName, type ProductView} from '../productView/index.ts';
import {ItemAttributes} from './ItemAttributes.tsx';
import {ItemGallery} from './ItemGallery.tsx';
import {imageUrl} from './itemTexts.ts';
import {PurchaseBox} from './PurchaseBox.tsx';
import {SizeGuide} from './SizeGuide.tsx';
import styles from './ItemPage.module.css';

/** What a slot (request action, ratings) gets to know about the shown product. */
export interface ItemSlotContext {
  /** The whole product view (details, choice, stock). */
  view: ProductView;
  /** The product, named in the page language. */
  product: {id: Id; display_name: string};
  /** The chosen variant, named in the page language; null when none is chosen. */
  variant: {id: Id; display_name: string} | null;
}

/** Content for a slot: a node, or a function of the shown product and choice. */
export type ItemSlot = ReactNode | ((context: ItemSlotContext) => ReactNode);

/** Where the images are served by default: the build copies them under /images/. */
const DEFAULT_IMAGE_BASE = '/images/';

const defaultImageSrc: ProductImageSrc = (image) => imageUrl(image, DEFAULT_IMAGE_BASE);

/** Props of {@link ItemPage}. */
export interface ItemPageProps {
  /** The product's id; its details are read live through `ShopApi.getProduct`. */
  productId: Id;
  /** Build-time details, shown at once and then refreshed live. @default null */
  initialDetails?: Product | null;
  /**
   * The shop settings: the stock is shown only with `show_stock`; with `purchase_to_order` items
   * out of stock may be ordered (decision 009i). @default null
   */
  settings?: Pick<ShopSettings, 'show_stock' | 'purchase_to_order'> | null;
  /** Target of the back link. @default the store root path, else the item list page */
  backTo?: LinkInput;
  /**
   * Resolves a product image's URL (as ProductCard does); null leaves the image out.
   * @default `/images/` + the lower-cased, trimmed file name
   */
  imageSrc?: ProductImageSrc;
  /** The product description, e.g. CMS rich text rendered in the build. @default undefined */
  description?: ReactNode;
  /**
   * A line under the purchase box, e.g. the shop's call_to_action_text as plain text
   * (decision 009i). @default undefined
   */
  callToAction?: ReactNode;
  /** "Request availability" action, shown while the item cannot go in the cart. @default undefined */
  requestAction?: ItemSlot;
  /** Ratings (average, count, list, form). @default undefined */
  ratings?: ItemSlot;
  /**
   * The shop state the build's settings gave; the live settings win: no add to cart without the
   * cart, the maintenance notice in maintenance. @default 'open'
   */
  shopState?: ShopState;
}

/**
 * The item page (spec §2 Item page): back link, images, name, price or "on request", VAT note,
 * stock, shipping time, variant, personalization, count, add to cart, attributes, tags and size
 * guide; request availability and ratings come in as slots. Loads the product live (spec §7).
 */
export function ItemPage({
  productId,
  initialDetails = null,
  settings = null,
  backTo,
  imageSrc = defaultImageSrc,
  description,
  callToAction,
  requestAction,
  ratings,
  shopState: built = 'open',
}: ItemPageProps) {
  const t = useMessages();
  const state = useShopState(built);
  const {lang, available} = useLanguage();
  const {storeRootPath} = useShopEnvironment();
  const [view, dispatch] = useProductView(productId, {
    initialDetails,
    purchaseToOrder: settings?.purchase_to_order ?? false,
  });
  const back = (
    <Link to={backTo ?? storeRootPath ?? {page: 'item_list'}} className={styles.back}>
      <span className={styles.backIcon}>
        <Icon name="chevronDown" size="1em" />
      </span>
      {t('itemPageBack')}
    </Link>
  );

  if (view.details === null) {
    return (
      <article className={styles.page} aria-busy={view.status === 'loading'}>
        {back}
        {view.status === 'loading' && (
          <p className={styles.status} role="status">
            {t('statusLoading')}
          </p>
        )}
        {view.status === 'notFound' && <h1 className={styles.heading}>{t('itemPageNotFound')}</h1>}
        {view.status === 'error' && (
          <div className={styles.failure}>
            <p role="alert">{t('itemPageLoadError')}</p>
            <Button
              className={styles.retry}
              onPress={() => dispatch({type: 'load', id: productId})}
            >
              {t('itemPageRetry')}
            </Button>
          </div>
        )}
      </article>
    );
  }

  const details = view.details;
  const name = productName(details, lang, available);
  const manufacturer = details.manufacturer
    ? (pickTranslation(details.manufacturer.translations, lang, available, 'manufacturer')
        ?.display_name ?? details.manufacturer.display_name)
    : null;
  const variant = view.variantSelected;
  const context: ItemSlotContext = {
    view,
    product: {id: details.id, display_name: name},
    variant:
      variant === null
        ? null
        : {id: variant.id, display_name: variantName(variant, lang, available)},
  };
  const slot = (content: ItemSlot) => (typeof content === 'function' ? content(context) : content);

  return (
    <article className={styles.page}>
      {back}
      <div className={styles.top}>
        <ItemGallery
          images={details.images}
          name={name}
          imageSrc={imageSrc}
          manufacturer={manufacturer}
        />
        <div className={styles.summary}>
          <h1 className={styles.heading}>{name}</h1>
          <PurchaseBox
            view={view}
            dispatch={dispatch}
            showStock={settings?.show_stock ?? false}
            requestAction={slot(requestAction)}
            shopState={state}
          />
          {callToAction}
        </div>
      </div>
      {description}
      <ItemAttributes details={details} />
      {details.size_guide !== null && <SizeGuide guide={details.size_guide} />}
      {slot(ratings)}
    </article>
  );
}
