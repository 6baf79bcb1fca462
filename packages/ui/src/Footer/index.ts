export {Footer} from './Footer.tsx';
export {FooterAddressWidget} from './FooterAddressWidget.tsx';
export {FooterContactWidget} from './FooterContactWidget.tsx';
export {
  DEFAULT_FOOTER_WIDGETS,
  FOOTER_POSITION,
  footerColumns,
  footerContacts,
  footerNavLinks,
} from './footerLayout.ts';
export {FooterNavigationWidget} from './FooterNavigationWidget.tsx';
export {FooterOpeningHoursWidget} from './FooterOpeningHoursWidget.tsx';
export {FooterSocialWidget} from './FooterSocialWidget.tsx';
export {FooterWidget} from './FooterWidget.tsx';
export type {FooterProps} from './Footer.tsx';
export type {FooterAddressWidgetProps} from './FooterAddressWidget.tsx';
export type {FooterContactWidgetProps} from './FooterContactWidget.tsx';
export type {FooterColumn, FooterContacts, FooterLanguage, FooterNavLink} from './footerLayout.ts';
export type {FooterNavigationWidgetProps} from './FooterNavigationWidget.tsx';
export type {FooterOpeningHoursWidgetProps} from './FooterOpeningHoursWidget.tsx';
export type {FooterSocialWidgetProps} from './FooterSocialWidget.tsx';
export type {FooterData, FooterLogo} from './footerTypes.ts';
export type {FooterWidgetProps} from './FooterWidget.tsx';
