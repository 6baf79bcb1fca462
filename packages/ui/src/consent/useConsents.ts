import {useStore} from '../store/useStore.ts';
import {isStoredGiven, type ConsentState} from './consentReducer.ts';
import {consentStore} from './consentStore.ts';

/** The consent state, re-rendering on change. */
export function useConsents(): ConsentState {
  return useStore(consentStore);
}

/** Whether the visitor has stored consent for `functionId` (e.g. 'youtube'), re-rendering on change. */
export function useConsentGiven(functionId: string): boolean {
  return useStore(consentStore, (state) => isStoredGiven(state, functionId));
}
