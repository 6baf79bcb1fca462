export {SiteDrawer} from './SiteDrawer.tsx';
export {DRAWER_DIALOG_ID, DrawerButton} from './DrawerButton.tsx';
export type {SiteDrawerProps} from './SiteDrawer.tsx';
export type {DrawerButtonProps} from './DrawerButton.tsx';
