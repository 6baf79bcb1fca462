export {CartButton} from './CartButton.tsx';
export type {CartButtonProps} from './CartButton.tsx';
