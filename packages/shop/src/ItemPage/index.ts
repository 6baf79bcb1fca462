export {ItemPage} from './ItemPage.tsx';
export type {ItemSlotContext} from './ItemPage.tsx';
