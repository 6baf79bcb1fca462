export {PRODUCT_TEASER_LIMIT, ProductTeaser, productTeaserKey} from './ProductTeaser.tsx';
export {ProductTeaserView} from './ProductTeaserView.tsx';
