// Live ratings of one product through the shop's query cache (spec §7 ecommerce_product_rating
// by product id; §9 Data cache via the ShopProvider's QueryClient).
import {useQuery, type UseQueryResult} from '@tanstack/react-query';
import type {Id, ProductRating} from '@schaufenster/core';
import {useShopApi} from '../ShopProvider/index.ts';

/** The query key of a product's ratings; the rating form invalidates it after posting. */
export function ratingsQueryKey(productId: Id) {
  return ['shop', 'ratings', String(productId)] as const;
}

/** A product's ratings, newest first, read live through `ShopApi.getRatings`. */
export function useRatings(productId: Id): UseQueryResult<ProductRating[]> {
  const api = useShopApi();
  return useQuery({
    queryKey: ratingsQueryKey(productId),
    queryFn: () => api.getRatings(productId),
  });
}
