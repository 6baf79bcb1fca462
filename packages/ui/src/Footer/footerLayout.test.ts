import {describe, expect, it, vi} from 'vitest';
import {t, type MessageKey, type Widget} from '@schaufenster/core';
import {
  footerColumns,
  footerContacts,
  footerNavLinks,
  needsWithdrawalLine,
} from './footerLayout.ts';

const de = (key: MessageKey) => t('de', key);
const en = (key: MessageKey) => t('en', key);

function widget(id: number, name: string, sort: number, extra: Partial<Widget> = {}): Widget {
  return {
    id,
    sort,
    widget_name: name,
    position: 'footer',
    props: {},
    translations: [
      {language: 'de', header: `${name} de`},
      {language: 'en', header: `${name} en`},
    ],
    ...extra,
  };
}

describe('footerColumns (spec §2 Page shell)', () => {
  it('orders widgets by sort and takes headings from their translations', () => {
    const columns = footerColumns(
      [
        widget(1, 'social', 5),
        widget(2, 'address', 1, {props: {showLogo: true}}),
        widget(3, 'x', 3),
      ],
      {lang: 'en', available: ['de', 'en']},
      en,
    );
    expect(columns).toEqual([
      {key: 'widget-2', name: 'address', header: 'address en', showLogo: true},
      {key: 'widget-3', name: 'x', header: 'x en', showLogo: false},
      {key: 'widget-1', name: 'social', header: 'social en', showLogo: false},
    ]);
  });

  it('keeps content order for equal sorts', () => {
    const columns = footerColumns(
      [widget(1, 'contact', 2), widget(2, 'address', 2), widget(3, 'social', 1)],
      {lang: 'de', available: ['de']},
      de,
    );
    expect(columns.map((column) => column.name)).toEqual(['social', 'contact', 'address']);
  });

  it('falls back to the first available language with a warning, else no heading', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const columns = footerColumns(
      [widget(1, 'contact', 1), widget(2, 'address', 2, {translations: []})],
      {lang: 'fr', available: ['de', 'en', 'fr']},
      de,
    );
    expect(columns.map((column) => column.header)).toEqual(['contact de', null]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('shows the default footer with the spec headings when no footer widget exists', () => {
    const expected = [
      {key: 'default-address', name: 'address', header: 'Adresse', showLogo: true},
      {key: 'default-contact', name: 'contact', header: 'Kontakt', showLogo: false},
      {
        key: 'default-openingHours',
        name: 'openingHours',
        header: 'Öffnungszeiten',
        showLogo: false,
      },
      {key: 'default-navigation', name: 'navigation', header: 'Rechtliches', showLogo: false},
    ];
    expect(footerColumns([], {lang: 'de', available: ['de']}, de)).toEqual(expected);
    // Widgets placed elsewhere do not count as footer widgets.
    const elsewhere = widget(1, 'contact', 1, {position: 'sidebar'});
    expect(footerColumns([elsewhere], {lang: 'de', available: ['de']}, de)).toEqual(expected);
  });
});

describe('footerNavLinks', () => {
  it('lists imprint and privacy only by default', () => {
    expect(
      footerNavLinks({
        show_accessibility: false,
        features: {calendar_booking: false, newsletter: false},
      }),
    ).toEqual([
      {page: 'imprint', label: 'footerImprint'},
      {page: 'privacy', label: 'footerPrivacy'},
    ]);
  });

  it('adds accessibility with show_accessibility and booking with calendar_booking', () => {
    expect(
      footerNavLinks({
        show_accessibility: true,
        features: {calendar_booking: true, newsletter: false},
      }).map((link) => link.page),
    ).toEqual(['imprint', 'privacy', 'accessibility', 'appointment']);
    expect(
      footerNavLinks({
        show_accessibility: false,
        features: {calendar_booking: true, newsletter: false},
      }).map((link) => link.page),
    ).toEqual(['imprint', 'privacy', 'appointment']);
  });

  it('adds "Vertrag widerrufen" last on a site with the shop', () => {
    const project = {
      show_accessibility: true,
      features: {calendar_booking: false, newsletter: false},
    };
    expect(footerNavLinks(project, true).at(-1)).toEqual({
      page: 'withdrawalForm',
      label: 'footerWithdrawalForm',
    });
    expect(footerNavLinks(project).map((link) => link.page)).not.toContain('withdrawalForm');
  });
});

describe('needsWithdrawalLine', () => {
  const language = {lang: 'de', available: ['de']} as const;
  it('gives the shop its own line only when no navigation column carries the link', () => {
    const withoutNav = footerColumns([widget(1, 'address', 1)], language, de);
    const withNav = footerColumns([widget(1, 'navigation', 1)], language, de);
    const defaults = footerColumns([], language, de);
    expect(needsWithdrawalLine(withoutNav, true)).toBe(true);
    expect(needsWithdrawalLine(withNav, true)).toBe(false);
    expect(needsWithdrawalLine(defaults, true)).toBe(false);
    expect(needsWithdrawalLine(withoutNav, false)).toBe(false);
  });
});

describe('footerContacts', () => {
  it('lists the primary phone, mobile and e-mail, never a non-primary one or the fax', () => {
    expect(
      footerContacts({
        numbers: [
          {number: '+49 69 1', type: 'phone', primary: false},
          {number: '+49 69 2', type: 'phone', primary: true},
          {number: '+49 152 3', type: 'mobile', primary: true},
          {number: '+49 69 9', type: 'fax', primary: true},
        ],
        emails: [
          {email: 'shop@a.example', primary: false},
          {email: 'info@a.example', primary: true},
        ],
      }),
    ).toEqual({phone: '+49 69 2', mobile: '+49 152 3', email: 'info@a.example'});
  });

  it('gives null for what is missing or not primary', () => {
    expect(
      footerContacts({
        numbers: [{number: '+49 152 3', type: 'mobile', primary: false}],
        emails: [],
      }),
    ).toEqual({phone: null, mobile: null, email: null});
  });
});
