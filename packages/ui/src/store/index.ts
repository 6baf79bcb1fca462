export {createStore, useStore} from './createStore.ts';
export type {Store} from './createStore.ts';
