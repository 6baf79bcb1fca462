// The item page's product view with its async load (ARCHITECTURE.md "Chosen parts":
// use-reducer-async; spec §4 Product view actions, §7 ecommerce_product single by id).
import {useEffect, useMemo, type Dispatch} from 'react';
import {useQueryClient, type QueryClient} from '@tanstack/react-query';
import {useReducerAsync, type AsyncActionHandlers} from 'use-reducer-async';
import type {Id, Product, ShopApi} from '@schaufenster/core';
import {useShopApi} from '../ShopProvider/index.ts';
import {
  initProductView,
  productViewReducer,
  type ProductView,
  type ProductViewAction,
} from './productViewReducer.ts';

/** What the view starts from: build-time details and the shop's setting. */
type ProductViewStart = {initialDetails: Product | null; purchaseToOrder: boolean};

const startView = ({initialDetails, purchaseToOrder}: ProductViewStart) =>
  initProductView(initialDetails, {purchaseToOrder});

/** Async actions: `load` reads the product live and answers with plain actions only. */
type ProductViewAsyncAction = {type: 'load'; id: Id};

/** Every action the item page can dispatch. */
export type ProductViewDispatch = Dispatch<ProductViewAction | ProductViewAsyncAction>;

/** The query key of a product's details; shared cache with other shop islands. */
function productQueryKey(id: Id) {
  return ['shop', 'product', String(id)] as const;
}

/**
 * The handlers, given the API and the query cache. The read goes through the cache so the
 * spec §9 retry and back-off apply; the handler only dispatches plain actions.
 */
function productViewHandlers(
  api: ShopApi,
  queryClient: QueryClient,
): AsyncActionHandlers<typeof productViewReducer, ProductViewAsyncAction> {
  return {
    load:
      ({dispatch, signal}) =>
      async ({id}) => {
        dispatch({type: 'loadStart', id});
        try {
          const details = await queryClient.fetchQuery({
            queryKey: productQueryKey(id),
            queryFn: () => api.getProduct(id),
          });
          if (signal.aborted) return;
          dispatch(details === null ? {type: 'notFound', id} : {type: 'add', details});
        } catch (error) {
          if (signal.aborted) return;
          console.warn('[productView] could not load product', id, error);
          dispatch({type: 'loadFailed', id});
        }
      },
  };
}

/** Options of {@link useProductView}. */
export interface UseProductViewOptions {
  /** Build-time details shown at once and refreshed live (no layout shift). @default null */
  initialDetails?: Product | null;
  /** settings.purchase_to_order: out-of-stock items may be ordered (decision 009i). @default false */
  purchaseToOrder?: boolean;
}

/**
 * The product view for `productId`: loads the details on mount and whenever the id changes
 * (a prerendered page shows `initialDetails` meanwhile), and returns state and dispatch.
 * Dispatch `{type: 'load', id}` again to retry.
 */
export function useProductView(
  productId: Id,
  {initialDetails = null, purchaseToOrder = false}: UseProductViewOptions = {},
): [ProductView, ProductViewDispatch] {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const handlers = useMemo(() => productViewHandlers(api, queryClient), [api, queryClient]);
  const [state, dispatch] = useReducerAsync<
    typeof productViewReducer,
    ProductViewStart,
    ProductViewAsyncAction
  >(productViewReducer, {initialDetails, purchaseToOrder}, startView, handlers);
  useEffect(() => {
    dispatch({type: 'load', id: productId});
  }, [dispatch, productId]);
  return [state, dispatch];
}
