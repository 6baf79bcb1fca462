export {ShopMenu} from './ShopMenu.tsx';
export {ShopMenuLinks} from './ShopMenuLinks.tsx';
export type {ShopMenuLinksProps} from './ShopMenuLinks.tsx';
