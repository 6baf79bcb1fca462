export {SiteDrawer} from './SiteDrawer.tsx';
