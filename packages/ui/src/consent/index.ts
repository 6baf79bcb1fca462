export {
  BANNER_TRANSITIONS,
  INITIAL_CONSENT_STATE,
  consentReducer,
  initialChoice,
  isStoredGiven,
  storedExternalConsents,
} from './consentReducer.ts';
export type {BannerView, ConsentAction, ConsentState, StoredChoices} from './consentReducer.ts';
export {
  allowAllConsents,
  allowOnlyNecessaryConsents,
  allowSelectedConsents,
  consentStore,
  initConsents,
  reopenCookieBanner,
  resetConsents,
  revokeConsent,
  toggleConsent,
  useConsentGiven,
  useConsents,
} from './consentStore.ts';
export type {InitConsentsOptions} from './consentStore.ts';
export {consentPrivacyTarget, consentText} from './consentText.ts';
export {matomoOptOutSrc} from './matomoOptOut.ts';
export {validateStoredConsents} from './storedConsents.ts';
export {useHydrated} from './useHydrated.ts';
