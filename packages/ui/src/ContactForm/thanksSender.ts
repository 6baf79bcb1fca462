// The sender handed from the contact form to the thanks page (spec §2 Page contents: the thanks
// page confirms the message "with or without the sender's name and e-mail"). It goes through
// session storage, never the URL: a URL ends up in analytics, server logs and the service
// worker's cache, and personal data must not (decision 007d). Read once: a reload or a direct
// visit shows the plain thanks text.
import {createSafeStorage, localizedPath, type Lang, type SafeStorage} from '@schaufenster/core';
import type {ContactSender} from './submitContactForm.ts';

/** Session-storage key of the handed-over sender (our own; spec §9 names only local keys). */
export const THANKS_SENDER_KEY = 'sf-thanks-sender';

/** A sender older than this (ms) is not shown: the thanks page follows the form at once. */
export const THANKS_SENDER_MAX_AGE_MS = 5 * 60 * 1000;

/** What is stored: the trimmed fields that were filled, and when. */
interface StoredSender extends Partial<ContactSender> {
  timestamp: number;
}

// The tab's session storage; missing (prerender, node) or blocked it is memory only, which a
// document load forgets: the thanks page then thanks without a name.
const sessionArea = createSafeStorage(() => globalThis.sessionStorage);

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

function storedSender(raw: unknown): StoredSender | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const {name, email, timestamp} = raw as Record<string, unknown>;
  if (typeof timestamp !== 'number' || !optionalText(name) || !optionalText(email)) {
    return undefined;
  }
  return {name: name as string | undefined, email: email as string | undefined, timestamp};
}

/** The sender with blank fields left out. */
function filledFields(sender: Partial<ContactSender>): Partial<ContactSender> {
  const filled: Partial<ContactSender> = {};
  const name = sender.name?.trim();
  const email = sender.email?.trim();
  if (name) filled.name = name;
  if (email) filled.email = email;
  return filled;
}

/** Keeps `sender` for the thanks page that the contact form opens next. */
export function handOverSender(
  sender: Partial<ContactSender>,
  storage: SafeStorage = sessionArea,
): void {
  const filled = filledFields(sender);
  if (filled.name === undefined && filled.email === undefined) storage.remove(THANKS_SENDER_KEY);
  else storage.write(THANKS_SENDER_KEY, filled);
}

/**
 * What the site does once the contact form was sent: hands `sender` over and opens the plain
 * thanks path of `lang` (spec §2: /danke, /en/thanks, /fr/merci) through `navigate`.
 */
export function goToThanks(
  lang: Lang,
  sender: Partial<ContactSender>,
  navigate: (path: string) => void,
  storage: SafeStorage = sessionArea,
): void {
  handOverSender(sender, storage);
  navigate(localizedPath('thanks', lang));
}

/**
 * The handed-over sender, removed from storage as it is read; empty when there is none, it is
 * older than {@link THANKS_SENDER_MAX_AGE_MS} or it is unreadable.
 */
export function takeSender(
  storage: SafeStorage = sessionArea,
  now: number = Date.now(),
): Partial<ContactSender> {
  const stored = storage.read(THANKS_SENDER_KEY, storedSender, null);
  if (stored === null) return {};
  storage.remove(THANKS_SENDER_KEY);
  const age = now - stored.timestamp;
  if (age < 0 || age > THANKS_SENDER_MAX_AGE_MS) return {};
  return filledFields(stored);
}
