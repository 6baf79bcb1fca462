// What the global setup hands to the end-to-end tests: one served site per fixture retailer.
import {inject} from 'vitest';

/** The jeweller: shop on, three languages (the default retailer of `npm start`). */
export const JEWELLER = 'juwelier-morgenstern';
/** The optician: no shop, accessibility statement and booking page on, no footer widgets. */
export const OPTICIAN = 'optik-klarblick';
/** Both fixture retailers, built once per run. */
export const RETAILERS = [JEWELLER, OPTICIAN] as const;

/** One built and served fixture retailer. */
export interface E2eSite {
  /** Fixture folder name. */
  retailer: string;
  /** Origin of its static server, e.g. `http://localhost:41234`. */
  url: string;
  /** Its built files. */
  outDir: string;
  /** Origin of its order service (proxied by the static server). */
  serviceUrl: string;
  /** The order service's data folder (its SQLite file: support/orderDatabase.ts). */
  dataDir: string;
  /** Origin of its PayPal and Klarna stand-ins (the build's `PAYMENTS_STANDIN_URL`). */
  paymentsStandinUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSites: Record<string, E2eSite>;
    adminPortalUrl: string;
    /** Folder of the delivered e-mails, one `.eml` file each (support/inbox.ts). */
    mailDir: string;
  }
}

/** The served site of a fixture retailer. */
export function site(retailer: string): E2eSite {
  const found = inject('e2eSites')[retailer];
  if (!found) throw new Error(`No e2e site for ${retailer}: see tests/e2e/globalSetup.ts`);
  return found;
}

/**
 * Where /login sends visitors in the test builds (ADMIN_PORTAL_URL): a local stand-in page, since
 * a browser follows a redirect past request interception.
 */
export function adminPortalUrl(): string {
  return inject('adminPortalUrl');
}
