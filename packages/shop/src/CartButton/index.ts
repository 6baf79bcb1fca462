export {CartButton} from './CartButton.tsx';
export type {CartButtonProps, CartButtonVariant} from './CartButton.tsx';
