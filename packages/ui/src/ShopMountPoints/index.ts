export {CART_MOUNT_ID, CartMount, SHOP_MENU_MOUNT_ID, ShopMenuMount} from './ShopMountPoints.tsx';
export type {MountPointProps} from './ShopMountPoints.tsx';
