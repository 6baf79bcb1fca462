export {BottomBar} from './BottomBar.tsx';
export {BottomBarDrawerButton} from './BottomBarDrawerButton.tsx';
