export {ProductCard, ProductCardSkeleton} from './ProductCard.tsx';
export type {ProductCardProps, ProductImageSrc} from './ProductCard.tsx';
