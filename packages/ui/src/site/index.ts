export {SiteProvider} from './SiteContext.tsx';
