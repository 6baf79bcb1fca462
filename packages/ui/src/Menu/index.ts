export {Menu} from './Menu.tsx';
export {MENU_GROUPS_CLOSED, isGroupOpen, menuGroupsReducer} from './menuGroupsReducer.ts';
export {menuView} from './menuView.ts';
export type {MenuProps, MenuVariant} from './Menu.tsx';
export type {MenuGroupsAction, MenuGroupsState} from './menuGroupsReducer.ts';
export type {MenuEntryView, MenuGroupView, MenuLanguage, MenuLinkView} from './menuView.ts';
