export {ShopNotice} from './ShopNotice.tsx';
