export {CartMount, ShopMenuMount} from './ShopMountPoints.tsx';
