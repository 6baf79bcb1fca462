export {Header} from './Header.tsx';
export {HeaderDrawerButton} from './HeaderDrawerButton.tsx';
export type {HeaderProps} from './Header.tsx';
