// Whether a page's two-click embeds show their frames at once (decision 025): the router asks
// before a client-side navigation to a page with embeds its document's CSP does not allow.
// Loaded only then, beside the consent store the runtime set up at start (consent.ts).
import {EMBED_PROVIDERS, consentStore, isStoredGiven} from '@schaufenster/ui';

/** True when the visitor has stored the consent of one of `providers` (`data-sf-embed` values). */
export function anyEmbedConsented(providers: readonly string[]): boolean {
  const state = consentStore.getState();
  return providers.some(
    (provider) =>
      Object.hasOwn(EMBED_PROVIDERS, provider) &&
      isStoredGiven(state, EMBED_PROVIDERS[provider as keyof typeof EMBED_PROVIDERS].consentId),
  );
}
