export {CartPage} from './CartPage.tsx';
export {CartPageLine} from './CartPageLine.tsx';
export type {CartPageLineProps} from './CartPageLine.tsx';
