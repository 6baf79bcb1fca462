export {createStore} from './createStore.ts';
export type {Store} from './createStore.ts';
export {useHydratedTransition} from './useHydratedTransition.ts';
