export {CookieBanner} from './CookieBanner.tsx';
