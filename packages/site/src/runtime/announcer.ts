// Live regions of the runtime (spec §2 Page shell: navigation announces "Navigated to {page title
// or first heading}"; spec §9: a delayed-navigation notice after 1000 ms of page loading).
import type {RuntimeMessages} from '../contract/runtimeConfig.ts';
import {TITLE_SLOT} from '../contract/runtimeConfig.ts';

/** spec §9 Timing: the delayed-navigation notice fires after 1000 ms of page loading. */
export const NAVIGATION_NOTICE_DELAY_MS = 1000;

/** Attribute marking the loading notice (styled in client/site.css). */
const LOADING_NOTICE_ATTRIBUTE = 'data-sf-loading-notice';

/** The announcement for a page called `title`, from its language's routeAnnouncerNavigated. */
export function announcementText(messages: RuntimeMessages | undefined, title: string): string {
  return messages ? messages.navigated.split(TITLE_SLOT).join(title) : title;
}

/** The part of `document` {@link announcedTitle} reads. */
export interface TitleDocument {
  title: string;
  querySelector(selector: string): {textContent: string | null} | null;
}

/** The page title, else the first heading of main, else empty. */
export function announcedTitle(doc: TitleDocument): string {
  const title = doc.title.trim();
  if (title !== '') return title;
  const heading = doc.querySelector('#main h1, #main h2, #main h3');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The runtime's two live regions. */
export interface LiveRegions {
  /** Announces a finished navigation (assertive, like a page load would be). */
  announce(text: string): void;
  /** Shows the loading notice with `text`, or hides it with null. */
  setLoading(text: string | null): void;
}

// Visually hidden but read: the route announcer has no visible counterpart.
const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;' +
  'clip:rect(0,0,0,0);white-space:nowrap;border:0';

/**
 * Adds the announcer and the loading notice to the end of body, outside main, so they survive
 * every swap (a live region must exist before its text changes to be read).
 */
export function createLiveRegions(doc: Document): LiveRegions {
  const announcer = doc.createElement('div');
  announcer.setAttribute('aria-live', 'assertive');
  announcer.setAttribute('aria-atomic', 'true');
  announcer.setAttribute('data-sf-announcer', '');
  announcer.setAttribute('style', HIDDEN_STYLE);
  const notice = doc.createElement('div');
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-live', 'polite');
  notice.setAttribute(LOADING_NOTICE_ATTRIBUTE, '');
  notice.hidden = true;
  doc.body.append(announcer, notice);
  return {
    announce(text) {
      announcer.textContent = text;
    },
    setLoading(text) {
      notice.textContent = text ?? '';
      notice.hidden = text === null;
    },
  };
}
