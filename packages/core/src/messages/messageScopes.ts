// Which messages the browser loads for which islands (decision 034). The cookie banner is the one
// island of a first visit; it needs its own texts, the names of the pages its privacy links may
// point to (a link to a page id is named by its title) and the new-tab hint of external links,
// not the whole catalogue. The site's client build splits each language's catalogue by this rule
// (packages/site/src/client/lazyCatalogues.ts); Node and Storybook keep whole catalogues.

/** How much of a catalogue an island needs: the consent scope, or every message. */
export type MessageScope = 'consent' | 'all';

const CONSENT_PREFIXES = /^(cookieBanner|consent|pageTitle)/;

/**
 * Whether the message `key` is only ever formatted on the server: the e-mails' texts (`mail…`,
 * packages/mail) and the answers to the owner's Directus Flows (`ownerFlow…`) are made by the
 * order service, the owner's notices of a failed or recovered publish (`publish…`) by the
 * publish server, so the browser's catalogues leave them out.
 */
export function isServerOnly(key: string): boolean {
  return key.startsWith('mail') || key.startsWith('ownerFlow') || key.startsWith('publish');
}

/** Whether the message `key` is in the consent scope. */
export function inConsentScope(key: string): boolean {
  return CONSENT_PREFIXES.test(key) || key === 'externalLinkNewTab';
}
