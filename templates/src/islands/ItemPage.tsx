import type {Product, ProductRating, ShopState} from '@schaufenster/core';
import {
  ItemPage,
  ProductRatings,
  ratingsQueryKey,
  RequestAvailability,
  type ItemSlotContext,
} from '@schaufenster/shop';
import {useMessages} from '@schaufenster/ui';
import {seedQuery, ShopQueryIsland} from './shopQueryIsland.tsx';
import styles from './ItemPage.module.css';

/** Id of the "opens in a new tab" note new-tab links in the description point at. */
export const DESCRIPTION_HINT_ID = 'sf-item-description-new-tab';

/** Props of the item page island (all JSON). */
export interface ItemPageIslandProps {
  /** The product as the build read it: prerendered, then refreshed live. */
  product: Product;
  /** Its ratings as the build read them: prerendered, then refreshed live. */
  ratings: ProductRating[];
  /** Settings `show_stock`. */
  showStock: boolean;
  /** Settings `purchase_to_order`: items out of stock may be ordered (decision 009i). */
  purchaseToOrder: boolean;
  /** The shop state of the build's settings; the live settings win. */
  shopState: ShopState;
  /** Settings `call_to_action_text` in the page language, as plain text; '' for none. */
  callToAction: string;
  /** Settings `allow_ratings`: the rating form shows. */
  allowRatings: boolean;
  /**
   * The description, sanitized by the build (core `sanitizeHtml` with the page's link rules,
   * heading anchors and {@link DESCRIPTION_HINT_ID}); '' when there is none. Sanitizing at build
   * time keeps sanitize-html out of the browser.
   */
  descriptionHtml: string;
}

/**
 * The item page (spec §2 Item page) as one island: purchase box, the "request availability"
 * action for the chosen variant, and ratings (summary, list, form when allowed).
 */
export function ItemPageIsland({
  product,
  ratings,
  showStock,
  purchaseToOrder,
  shopState,
  callToAction,
  allowRatings,
  descriptionHtml,
}: ItemPageIslandProps) {
  return (
    <ShopQueryIsland seed={(client) => seedQuery(client, ratingsQueryKey(product.id), ratings)}>
      <ItemPage
        productId={product.id}
        initialDetails={product}
        settings={{show_stock: showStock, purchase_to_order: purchaseToOrder}}
        shopState={shopState}
        description={descriptionHtml === '' ? undefined : <Description html={descriptionHtml} />}
        callToAction={
          // Plain text: React escapes it, so operator text never becomes markup (decision 009i).
          callToAction === '' ? undefined : <p className={styles.callToAction}>{callToAction}</p>
        }
        requestAction={({product: shown, variant}: ItemSlotContext) => (
          <RequestAvailability product={shown} variant={variant} />
        )}
        ratings={({product: shown}: ItemSlotContext) => (
          <ProductRatings productId={shown.id} allowRatings={allowRatings} />
        )}
      />
    </ShopQueryIsland>
  );
}

function Description({html}: {html: string}) {
  const t = useMessages();
  return (
    <div className={styles.description}>
      {/* Safe: sanitized by core sanitizeHtml in the build (ItemTemplate). */}
      <div dangerouslySetInnerHTML={{__html: html}} />
      {html.includes(`aria-describedby="${DESCRIPTION_HINT_ID}"`) ? (
        <span id={DESCRIPTION_HINT_ID} hidden>
          {t('externalLinkNewTab')}
        </span>
      ) : null}
    </div>
  );
}
