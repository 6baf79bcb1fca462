export {PRODUCT_TEASER_LIMIT, ProductTeaser} from './ProductTeaser.tsx';
export type {ProductTeaserProps} from './ProductTeaser.tsx';
