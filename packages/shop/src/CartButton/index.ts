export {CartButton} from './CartButton.tsx';
export type {CartButtonVariant} from './CartButton.tsx';
