// `sizes` of content images per layout (decision 013): how wide each is shown, so the browser
// picks the smallest srcset file that covers it. Derived from Page.module.css (content at most
// --sf-container-xl 1140px minus 2 × 1rem padding) and BrandList.module.css (cards of at least
// 16rem: three columns from about 880px, two from about 600px, each card 2 × 1rem padding).

/** A picture across the page's content width (the brand page's picture). */
export const CONTENT_WIDTH_SIZES = '(min-width: 1140px) 1106px, 100vw';

/** A picture in a brand card. */
export const BRAND_CARD_SIZES =
  '(min-width: 1140px) 330px, (min-width: 880px) 31vw, (min-width: 600px) 47vw, 100vw';
