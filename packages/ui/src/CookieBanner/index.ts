export {CookieBanner} from './CookieBanner.tsx';
export {revealPrerenderedBanner} from './revealBanner.ts';
