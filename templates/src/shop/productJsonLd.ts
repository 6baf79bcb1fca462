// schema.org Product for item pages. Pure; the build adds the script. Prices are the catalogue's
// gross EUR prices; a product on request has no offer.
import type {Product, ProductRating} from '@schaufenster/core';

/** What {@link productJsonLd} needs besides the product. */
export interface ProductJsonLdInput {
  /** The product. */
  product: Product;
  /** Its name in the page language. */
  name: string;
  /** Its description as plain text ('' when none). */
  description: string;
  /** Its ratings. */
  ratings: readonly ProductRating[];
  /** The item page's URL (absolute with a site URL, else the path). */
  url: string;
  /** Image URLs (absolute with a site URL, else paths). */
  images: readonly string[];
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const CURRENCY = 'EUR';

/** The Product object with Offer (one price) or AggregateOffer (variant prices) and rating. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const {product} = input;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
  };
  if (input.description !== '') data.description = input.description;
  if (input.images.length > 0) data.image = [...input.images];
  if (product.reference_number) data.sku = product.reference_number;
  if (product.manufacturer)
    data.brand = {'@type': 'Brand', name: product.manufacturer.display_name};
  const offers = offersOf(product, input.url);
  if (offers) data.offers = offers;
  if (input.ratings.length > 0) {
    const sum = input.ratings.reduce((total, rating) => total + rating.rating, 0);
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round((sum / input.ratings.length) * 10) / 10,
      ratingCount: input.ratings.length,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

function offersOf(product: Product, url: string): Record<string, unknown> | null {
  const variants = product.variants.filter(
    (variant) => variant.active && variant.price_brutto !== null,
  );
  if (variants.length > 0) {
    const prices = variants.map((variant) => variant.price_brutto as number);
    const buyable = variants.some(
      (variant) => variant.reorder_possible || (variant.stock ?? 0) > 0,
    );
    return {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: variants.length,
      availability: buyable ? IN_STOCK : OUT_OF_STOCK,
      url,
    };
  }
  // Variants without a price, or all inactive: on request or not on offer (decision 009 item).
  if (product.variants.length > 0 || product.price_brutto === null) return null;
  return {
    '@type': 'Offer',
    priceCurrency: CURRENCY,
    price: product.price_brutto,
    availability: product.reorder_possible || (product.stock ?? 0) > 0 ? IN_STOCK : OUT_OF_STOCK,
    url,
  };
}

/** Text of sanitized HTML for meta descriptions and JSON-LD: tags dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A meta description: at most `max` characters, cut at a word with an ellipsis. */
export function shortDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
