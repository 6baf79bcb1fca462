export {BottomBar} from './BottomBar.tsx';
export {BottomBarDrawerButton} from './BottomBarDrawerButton.tsx';
export type {BottomBarProps} from './BottomBar.tsx';
export type {BottomBarDrawerButtonProps} from './BottomBarDrawerButton.tsx';
