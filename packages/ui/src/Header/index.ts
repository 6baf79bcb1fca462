export {Header} from './Header.tsx';
export {HeaderDrawerButton} from './HeaderDrawerButton.tsx';
export {HEADER_SOCIAL_MEDIA, headerSocialLinks} from './socialLinks.ts';
export type {HeaderProps} from './Header.tsx';
export type {HeaderDrawerButtonProps} from './HeaderDrawerButton.tsx';
export type {HeaderSocialMedium, SocialLink} from './socialLinks.ts';
