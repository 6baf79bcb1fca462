import {t} from '@schaufenster/core';
import {describe, expect, it} from 'vitest';
import {NAVIGATION_NOTICE_DELAY_MS, announcedTitle, announcementText} from './announcer.ts';

describe('route announcer (spec §2 Page shell)', () => {
  it('says "Navigated to {title}" in the page language', () => {
    const en = {navigated: t('en', 'routeAnnouncerNavigated', {title: '{title}'}), loading: ''};
    expect(announcementText(en, 'Contact | Juwelier')).toBe('Navigated to Contact | Juwelier');
    const de = {navigated: 'Navigiert zu {title}', loading: ''};
    expect(announcementText(de, 'Kontakt')).toBe('Navigiert zu Kontakt');
    expect(announcementText(undefined, 'Kontakt')).toBe('Kontakt');
  });

  it('uses the page title, else the first heading of main', () => {
    const doc = (title: string, heading: string | null) => ({
      title,
      querySelector: () => (heading === null ? null : {textContent: heading}),
    });
    expect(announcedTitle(doc(' Kontakt | Juwelier ', 'Kontakt'))).toBe('Kontakt | Juwelier');
    expect(announcedTitle(doc('', '  Unsere\n  Uhren '))).toBe('Unsere Uhren');
    expect(announcedTitle(doc('', null))).toBe('');
  });

  it('shows the delayed-navigation notice after 1000 ms (spec §9 Timing)', () => {
    expect(NAVIGATION_NOTICE_DELAY_MS).toBe(1000);
  });
});
