export {ProductCard, ProductCardSkeleton} from './ProductCard.tsx';
export type {ProductImageSrc} from './ProductCard.tsx';
