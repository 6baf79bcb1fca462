export {INITIAL_CONSENT_STATE, consentReducer, isStoredGiven} from './consentReducer.ts';
export type {ConsentAction, ConsentState, StoredChoices} from './consentReducer.ts';
export {
  allowAllConsents,
  allowOnlyNecessaryConsents,
  consentStore,
  initConsents,
} from './consentStore.ts';
export {useHydrated} from './useHydrated.ts';
