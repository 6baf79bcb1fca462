export {ProductRatings} from './ProductRatings.tsx';
export {ratingsQueryKey} from './useRatings.ts';
