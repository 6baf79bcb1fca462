export {SocialLinks} from './SocialLinks.tsx';
export {DEFAULT_SOCIAL_ICON, SOCIAL_ICONS, socialIcon} from './socialIcon.ts';
export type {SocialLinksProps, SocialLinksVariant} from './SocialLinks.tsx';
