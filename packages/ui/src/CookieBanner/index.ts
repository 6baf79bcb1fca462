export {CookieBanner} from './CookieBanner.tsx';
export type {CookieBannerProps} from './CookieBanner.tsx';
export {CookieBannerEntry} from './CookieBannerEntry.tsx';
export type {CookieBannerEntryProps} from './CookieBannerEntry.tsx';
