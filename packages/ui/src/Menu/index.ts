export {Menu} from './Menu.tsx';
export {menuView} from './menuView.ts';
export type {MenuLinkView} from './menuView.ts';
