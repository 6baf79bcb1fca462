import {
  formatPrice,
  itemPath,
  pickTranslation,
  type Image,
  type ProductListItem,
} from '@schaufenster/core';
import {Link, Wordmark, useLanguage, useMessages} from '@schaufenster/ui';
import {RatingStars} from '../Ratings/RatingStars.tsx';
import {averageRating, listPrice} from './productCardModel.ts';
import styles from './ProductCard.module.css';

/**
 * Turns a product image (asset hash, file name) into a URL; null shows the manufacturer's
 * wordmark in its place (a neutral placeholder without a manufacturer).
 */
export type ProductImageSrc = (image: Image) => string | null;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product, with the list fields (spec §3 Product list fields). */
  product: ProductListItem;
  /** The shop's root path; the name links to `{storeRootPath}/artikel/{slug}`. Null: no link. */
  storeRootPath: string | null;
  /** Resolves the product image's URL. @default () => null (wordmark or placeholder) */
  imageSrc?: ProductImageSrc;
  /** Level of the product name heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

const noImage: ProductImageSrc = () => null;

/**
 * One product in a list: image (or, without one, the manufacturer's wordmark), name linking to
 * the item page, manufacturer, price (or "on request", spec §2) and the average rating if there
 * is one. Every row keeps its height whether
 * filled or not, so a refreshed list does not shift.
 */
export function ProductCard({
  product,
  storeRootPath,
  imageSrc = noImage,
  headingLevel = 2,
}: ProductCardProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const name =
    pickTranslation(product.translations, lang, available, 'product')?.display_name ??
    product.display_name;
  const manufacturer = product.manufacturer
    ? (pickTranslation(product.manufacturer.translations, lang, available, 'manufacturer')
        ?.display_name ?? product.manufacturer.display_name)
    : null;
  const image = product.images[0];
  const src = image ? imageSrc(image) : null;
  const price = listPrice(product);
  const rating = averageRating(product.ratings);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image && src ? (
          // The name follows as a heading: the image adds nothing for screen readers.
          <img
            className={styles.image}
            src={src}
            alt=""
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        ) : (
          // No picture: the manufacturer's name lettered in its place (a neutral tint without
          // one), as brand cards do, so the picture column is never an empty box.
          <Wordmark name={manufacturer} className={styles.wordmark} />
        )}
      </div>
      {/* Text in reading order; the box reserves all its lines, so a one-line name leaves the
          room below the card's last line, not between name and price (decision 049). */}
      <div className={styles.text}>
        <Heading className={styles.name}>
          {storeRootPath === null ? (
            name
          ) : (
            <Link to={itemPath(storeRootPath, product.slug || product.id)} className={styles.link}>
              {name}
            </Link>
          )}
        </Heading>
        <p className={styles.manufacturer}>{manufacturer}</p>
        <p className={styles.price}>
          {price.kind === 'onRequest'
            ? t('itemPagePriceOnRequest')
            : price.kind === 'from'
              ? t('itemPriceFrom', {price: formatPrice(price.value, lang)})
              : formatPrice(price.value, lang)}
        </p>
        {rating === null ? null : (
          // Stars as on the item page; the catalogue's sentence names them for screen readers.
          <p className={styles.rating}>
            <span role="img" aria-label={t('ratingsAverage', {rating})}>
              <RatingStars value={rating} size="1em" />
            </span>
          </p>
        )}
      </div>
    </article>
  );
}

/** A placeholder of a card's exact size while products load; hidden from assistive technology. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} data-skeleton="" aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.text}>
        <div className={styles.name}>
          <span className={styles.bar} />
        </div>
        <p className={styles.manufacturer}>
          <span className={styles.bar} data-size="short" />
        </p>
        <p className={styles.price}>
          <span className={styles.bar} data-size="short" />
        </p>
      </div>
    </div>
  );
}
