export {SiteProvider, useSite} from './SiteContext.tsx';
export type {SiteContextValue, SiteProviderProps} from './SiteContext.tsx';
