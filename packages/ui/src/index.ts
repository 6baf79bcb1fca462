// --- i18n ---
export {
  LanguageContextProvider,
  LanguageProvider,
  shareLanguageWithAria,
  useLanguage,
  useMessages,
  useRichMessages,
  type LanguageProviderProps,
} from './i18n/index.ts';
// --- end i18n ---

// --- theme ---
export {ThemeProvider} from './theme/index.ts';
// --- end theme ---

// --- foundation ---
export {closeDrawer, drawerStore} from './drawer/index.ts';
export {Icon} from './Icon/index.ts';
export {Link, LinkText} from './Link/index.ts';
export {SiteProvider} from './site/index.ts';
export {createStore, useHydratedTransition} from './store/index.ts';
export type {Store} from './store/index.ts';
export {VisuallyHidden} from './VisuallyHidden/index.ts';
// --- end foundation ---

// --- consent ---
export {CookieSettingsButton} from './CookieSettingsButton/index.ts';
export {CookieBanner, revealPrerenderedBanner} from './CookieBanner/index.ts';
export {ConsentManager} from './ConsentManager/index.ts';
export {
  INITIAL_CONSENT_STATE,
  allowAllConsents,
  allowOnlyNecessaryConsents,
  consentReducer,
  consentStore,
  initConsents,
  isStoredGiven,
  useHydrated,
} from './consent/index.ts';
export type {ConsentAction, ConsentState, StoredChoices} from './consent/index.ts';
export {ConsentEmbed, EMBED_PROVIDERS} from './ConsentEmbed/index.ts';
export type {ConsentEmbedProps} from './ConsentEmbed/index.ts';
// --- end consent ---

// --- footer ---
export {Footer} from './Footer/index.ts';
export type {FooterProps} from './Footer/index.ts';
// --- end footer ---

// --- contact ---
export {OpeningHours} from './OpeningHours/index.ts';
export {CompanyAddress} from './CompanyAddress/index.ts';
export {ContactInfo} from './ContactInfo/index.ts';
export {ContactPanel, mapsRouteUrl} from './ContactPanel/index.ts';
export {BranchList} from './BranchList/index.ts';
// --- end contact ---

// --- menus ---
export {Menu, menuView} from './Menu/index.ts';
export type {MenuLinkView} from './Menu/index.ts';
// --- end menus ---

// --- legal ---
export {RichText} from './RichText/index.ts';
export {LegalBlocks} from './LegalBlocks/index.ts';
export {LegalNoticeSidebar} from './LegalNoticeSidebar/index.ts';
export type {LegalNoticeOverviewLink} from './LegalNoticeSidebar/index.ts';
export {NotFound} from './NotFound/index.ts';
// --- end legal ---

// --- forms ---
export {goToThanks, takeSender} from './ContactForm/index.ts';
export {ContactContent} from './ContactContent/index.ts';
export {ThanksContent} from './ThanksContent/index.ts';
export {NewsletterSignup} from './NewsletterSignup/index.ts';
export type {NewsletterSignupProps} from './NewsletterSignup/index.ts';
export {NewsletterConfirm, NewsletterUnsubscribe} from './NewsletterToken/index.ts';
export {ClockWidget, isClockShown} from './ClockWidget/index.ts';
export type {ClockWidgetProps} from './ClockWidget/index.ts';
// --- end forms ---

// --- shell ---
export {BottomBar, BottomBarDrawerButton} from './BottomBar/index.ts';
export {Header, HeaderDrawerButton} from './Header/index.ts';
export type {HeaderProps} from './Header/index.ts';
export {PageShell} from './PageShell/index.ts';
export {CartMount, ShopMenuMount} from './ShopMountPoints/index.ts';
export {SiteDrawer} from './SiteDrawer/index.ts';
// --- end shell ---

// --- form fields ---
export {
  ActionButton,
  CheckboxControl,
  CheckboxField,
  EmailField,
  FieldErrorText,
  FieldLabel,
  FormAlert,
  FormStatus,
  NativeActionButton,
  NativeCheckboxField,
  NativeLabel,
  NativeRadioGroup,
  NativeTextField,
  PrivacyConsentField,
  settle,
  SubmitButton,
  TextAreaField,
  TextInputField,
  useFormSubmission,
} from './FormField/index.ts';
export type {SubmissionMessages} from './FormField/index.ts';
// --- end form fields ---

// --- image ---
export {ContentImage} from './ContentImage/index.ts';
export {Wordmark} from './Wordmark/index.ts';
// --- end image ---

// --- sections ---
export {Hero} from './Hero/index.ts';
export {MediaText} from './MediaText/index.ts';
// --- end sections ---
