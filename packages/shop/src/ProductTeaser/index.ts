export {PRODUCT_TEASER_LIMIT, ProductTeaser} from './ProductTeaser.tsx';
