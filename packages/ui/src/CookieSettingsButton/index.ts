export {CookieSettingsButton} from './CookieSettingsButton.tsx';
export type {CookieSettingsButtonProps} from './CookieSettingsButton.tsx';
