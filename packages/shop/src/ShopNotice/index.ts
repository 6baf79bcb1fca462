export {ShopNotice} from './ShopNotice.tsx';
export type {ShopNoticeProps} from './ShopNotice.tsx';
