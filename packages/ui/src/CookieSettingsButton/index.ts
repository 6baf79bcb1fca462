export {CookieSettingsButton} from './CookieSettingsButton.tsx';
