export {ShopMenu} from './ShopMenu.tsx';
