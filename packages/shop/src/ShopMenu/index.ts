export {ShopMenu} from './ShopMenu.tsx';
export {ShopMenuLinks} from './ShopMenuLinks.tsx';
