// --- i18n ---
export {LanguageProvider, useLanguage, useMessages, useRichMessages} from './i18n/index.ts';
export type {
  LanguageContextValue,
  LanguageProviderProps,
  Translate,
  TranslateRich,
} from './i18n/index.ts';
// --- end i18n ---

// --- theme ---
export {ThemeProvider, ThemeSwatch} from './theme/index.ts';
export type {ThemeProviderProps, ThemeSwatchProps} from './theme/index.ts';
// --- end theme ---

// --- foundation ---
export {closeDrawer, drawerStore, openDrawer, useDrawer} from './drawer/index.ts';
export {DRAWER_CLOSED, drawerReducer, locksPageScroll} from './drawer/index.ts';
export type {DrawerAction, DrawerContent, DrawerState} from './drawer/index.ts';
export {Icon, ICON_NAMES} from './Icon/index.ts';
export type {IconName, IconProps} from './Icon/index.ts';
export {Link} from './Link/index.ts';
export type {LinkProps} from './Link/index.ts';
export {SiteProvider, useSite} from './site/index.ts';
export type {SiteContextValue, SiteProviderProps} from './site/index.ts';
export {createStore, useStore} from './store/index.ts';
export type {Store} from './store/index.ts';
export {VisuallyHidden} from './VisuallyHidden/index.ts';
export type {VisuallyHiddenProps} from './VisuallyHidden/index.ts';
// --- end foundation ---

// --- consent ---
export {CookieSettingsButton} from './CookieSettingsButton/index.ts';
export type {CookieSettingsButtonProps} from './CookieSettingsButton/index.ts';
export {CookieBanner, CookieBannerEntry} from './CookieBanner/index.ts';
export type {CookieBannerEntryProps, CookieBannerProps} from './CookieBanner/index.ts';
export {ConsentManager} from './ConsentManager/index.ts';
export type {ConsentManagerProps} from './ConsentManager/index.ts';
export {
  BANNER_TRANSITIONS,
  INITIAL_CONSENT_STATE,
  allowAllConsents,
  allowOnlyNecessaryConsents,
  allowSelectedConsents,
  consentPrivacyTarget,
  consentReducer,
  consentStore,
  consentText,
  initConsents,
  initialChoice,
  isStoredGiven,
  matomoOptOutSrc,
  reopenCookieBanner,
  resetConsents,
  revokeConsent,
  storedExternalConsents,
  toggleConsent,
  useConsentGiven,
  useConsents,
  useHydrated,
  validateStoredConsents,
} from './consent/index.ts';
export type {
  BannerView,
  ConsentAction,
  ConsentState,
  InitConsentsOptions,
  StoredChoices,
} from './consent/index.ts';
// --- end consent ---

// --- head ---
export {HeadTags} from './Head/index.ts';
export type {HeadTagsProps} from './Head/index.ts';
// --- end head ---

// --- footer ---
export {
  DEFAULT_FOOTER_WIDGETS,
  FOOTER_POSITION,
  Footer,
  FooterAddressWidget,
  FooterContactWidget,
  FooterNavigationWidget,
  FooterOpeningHoursWidget,
  FooterSocialWidget,
  FooterWidget,
  footerColumns,
  footerContacts,
  footerNavLinks,
} from './Footer/index.ts';
export type {
  FooterAddressWidgetProps,
  FooterColumn,
  FooterContactWidgetProps,
  FooterContacts,
  FooterData,
  FooterLanguage,
  FooterLogo,
  FooterNavigationWidgetProps,
  FooterNavLink,
  FooterOpeningHoursWidgetProps,
  FooterProps,
  FooterSocialWidgetProps,
  FooterWidgetProps,
} from './Footer/index.ts';
// --- end footer ---

// --- contact ---
export {PhoneDisplay} from './PhoneDisplay/index.ts';
export type {PhoneCountry, PhoneDisplayProps} from './PhoneDisplay/index.ts';
export {localizePeriods, OpeningHours} from './OpeningHours/index.ts';
export type {OpeningHoursHeadingLevel, OpeningHoursProps} from './OpeningHours/index.ts';
export {CompanyAddress} from './CompanyAddress/index.ts';
export type {CompanyAddressProps} from './CompanyAddress/index.ts';
export {ContactInfo} from './ContactInfo/index.ts';
export type {ContactInfoProps} from './ContactInfo/index.ts';
export {ContactPanel, addressQuery, mapsRouteUrl, mapsSearchUrl} from './ContactPanel/index.ts';
export type {
  ContactPanelHeadingLevel,
  ContactPanelProps,
  MapsAddress,
} from './ContactPanel/index.ts';
// --- end contact ---

// --- menus ---
export {Menu, MENU_GROUPS_CLOSED, isGroupOpen, menuGroupsReducer, menuView} from './Menu/index.ts';
export type {
  MenuEntryView,
  MenuGroupsAction,
  MenuGroupsState,
  MenuGroupView,
  MenuLanguage,
  MenuLinkView,
  MenuProps,
  MenuVariant,
} from './Menu/index.ts';
export {DEFAULT_SOCIAL_ICON, SOCIAL_ICONS, SocialLinks, socialIcon} from './SocialLinks/index.ts';
export type {SocialLinksProps, SocialLinksVariant} from './SocialLinks/index.ts';
// --- end menus ---

// --- legal ---
export {RichText} from './RichText/index.ts';
export type {RichTextProps} from './RichText/index.ts';
export {LegalBlock, LegalBlocks, rolexLinks} from './LegalBlocks/index.ts';
export type {
  LegalBlockHeadingLevel,
  LegalBlockProps,
  LegalBlocksProps,
  RolexLinks,
} from './LegalBlocks/index.ts';
export {LegalNoticeSidebar} from './LegalNoticeSidebar/index.ts';
export type {
  LegalNoticeOverviewLink,
  LegalNoticeSidebarHeadingLevel,
  LegalNoticeSidebarProps,
} from './LegalNoticeSidebar/index.ts';
export {NotFound} from './NotFound/index.ts';
export type {NotFoundHeadingLevel, NotFoundProps} from './NotFound/index.ts';
// --- end legal ---

// --- forms ---
export {
  ContactForm,
  contactPayload,
  senderFromSearch,
  submitContactForm,
  thanksPath,
} from './ContactForm/index.ts';
export type {
  ContactFormProps,
  ContactFormValues,
  ContactPayload,
  ContactSender,
  ContactSubmitResult,
} from './ContactForm/index.ts';
export {ContactContent} from './ContactContent/index.ts';
export type {ContactContentProps} from './ContactContent/index.ts';
export {ThanksContent} from './ThanksContent/index.ts';
export type {ThanksContentProps} from './ThanksContent/index.ts';
export {NewsletterSignup, subscribeNewsletter} from './NewsletterSignup/index.ts';
export type {NewsletterOutcome, NewsletterSignupProps} from './NewsletterSignup/index.ts';
export {ClockWidget, clockLinkPath, isClockShown} from './ClockWidget/index.ts';
export type {ClockMountOptions, ClockWidgetProps} from './ClockWidget/index.ts';
// --- end forms ---

// --- shell ---
export {BottomBar, BottomBarDrawerButton} from './BottomBar/index.ts';
export type {BottomBarDrawerButtonProps, BottomBarProps} from './BottomBar/index.ts';
export {
  Header,
  HeaderDrawerButton,
  HEADER_SOCIAL_MEDIA,
  headerSocialLinks,
} from './Header/index.ts';
export type {
  HeaderDrawerButtonProps,
  HeaderProps,
  HeaderSocialMedium,
  SocialLink,
} from './Header/index.ts';
export {MAIN_ID, PageShell} from './PageShell/index.ts';
export type {PageShellProps} from './PageShell/index.ts';
export {
  CART_MOUNT_ID,
  CartMount,
  SHOP_MENU_MOUNT_ID,
  ShopMenuMount,
} from './ShopMountPoints/index.ts';
export type {MountPointProps} from './ShopMountPoints/index.ts';
export {DRAWER_DIALOG_ID, DrawerButton, SiteDrawer} from './SiteDrawer/index.ts';
export type {DrawerButtonProps, SiteDrawerProps} from './SiteDrawer/index.ts';
// --- end shell ---

// --- form fields ---
export {
  ActionButton,
  CheckboxControl,
  CheckboxField,
  EmailField,
  FieldErrorText,
  FieldHelp,
  FieldLabel,
  FormAlert,
  FormStatus,
  PrivacyConsentField,
  settle,
  SubmitButton,
  TextAreaField,
  TextInputField,
  useFieldRule,
  useFormSubmission,
} from './FormField/index.ts';
export type {
  ActionButtonProps,
  CheckboxControlProps,
  CheckboxFieldProps,
  EmailFieldProps,
  FieldErrorTextProps,
  FieldHelpProps,
  FieldLabelProps,
  FormAlertProps,
  FormStatusProps,
  FormSubmission,
  PrivacyConsentFieldProps,
  SubmissionMessages,
  SubmissionOutcome,
  SubmitButtonProps,
  TextAreaFieldProps,
  TextFieldBaseProps,
  TextInputFieldProps,
} from './FormField/index.ts';
// --- end form fields ---

// --- image ---
export {ContentImage} from './ContentImage/index.ts';
export type {ContentImageProps, ContentImageSource} from './ContentImage/index.ts';
// --- end image ---
