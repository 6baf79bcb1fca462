export {closeDrawer, drawerStore} from './drawerStore.ts';
