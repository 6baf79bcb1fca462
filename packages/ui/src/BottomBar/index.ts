export {BottomBar} from './BottomBar.tsx';
