import {describe, expect, it} from 'vitest';
import {
  addressTypeLabel,
  companyDisplay,
  contactPhoneBook,
  legalFormLabel,
  type CompanyInput,
} from './company.ts';

describe('legalFormLabel (spec §5 Legal-form labels)', () => {
  it.each([
    ['single', 'Inhaber:'],
    ['ev', 'Vertretungsberechtigte Vorstände:'],
    ['bag', 'Berufsausübungsgemeinschaft der Vertragsärzte'],
    ['other', 'Vertreten durch:'],
    ['gmbh', 'Vertreten durch:'],
    [null, 'Vertreten durch:'],
    ['toString', 'Vertreten durch:'],
  ])('%j → %j in German', (form, label) => {
    expect(legalFormLabel(form, 'de')).toBe(label);
  });

  it('translates owner and "represented by"', () => {
    expect(legalFormLabel('single', 'en')).toBe('Owner:');
    expect(legalFormLabel('other', 'en')).toBe('Represented by:');
  });
});

describe('addressTypeLabel (spec §5 Address type labels)', () => {
  it.each([
    ['hq', 'Hauptgeschäftsstelle'],
    ['federal_office', 'Bundesgeschäftsstelle'],
    ['branch', null],
    [null, null],
    ['constructor', null],
  ])('%j → %j', (type, label) => {
    expect(addressTypeLabel(type, 'de')).toBe(label);
  });
});

const COMPANY: CompanyInput = {
  company_name: 'Juwelier Beispiel GmbH',
  display_name: 'Juwelier Beispiel',
  legal_form: 'other',
  legal_authority: 'IHK Köln',
  addresses: [
    {street: 'Hohe Straße', number: '12', zip_code: '50667', city: 'Köln', address_type: 'hq'},
    {
      street: 'Zweite Gasse',
      number: '1',
      zip_code: '10115',
      city: 'Berlin',
      address_type: 'federal_office',
    },
  ],
  emails: [
    {email: 'info@example.com', primary: false},
    {email: 'kontakt@example.com', primary: true},
    {email: 'zweite@example.com', primary: true},
  ],
  numbers: [
    {number: '0171 1234567', type: 'mobile', primary: true},
    {number: '0221 111', type: 'phone', primary: false},
    {number: '0221 222', type: 'phone', primary: true},
    {number: '0221 333', type: 'fax', primary: false},
    {number: '0221 444', type: 'fax', primary: true},
  ],
  executives: [{name: 'Anna Muster'}, {name: ' '}, {name: 'Ben Beispiel'}],
  registers: [
    {register_type: 'Handelsregister', number: 'HRB 1234', registrar: 'Amtsgericht Köln'},
    {register_type: 'Handelsregister', number: '', registrar: 'leer'},
  ],
  ust_id: 'DE123456789',
  vat_number: '215/5678/1234',
};

describe('companyDisplay (spec §5 Company display)', () => {
  it('picks the first address, primary email, primary phone and primary fax', () => {
    expect(companyDisplay(COMPANY, 'de')).toEqual({
      name: 'Juwelier Beispiel',
      companyName: 'Juwelier Beispiel GmbH',
      legalFormLabel: 'Vertreten durch:',
      legalAuthority: 'IHK Köln',
      executives: 'Anna Muster, Ben Beispiel',
      address: {street: 'Hohe Straße 12', city: '50667 Köln', typeLabel: 'Hauptgeschäftsstelle'},
      email: 'kontakt@example.com',
      phone: {number: '0221 222', type: 'phone'},
      fax: '0221 444',
      registers: [{type: 'Handelsregister', number: 'HRB 1234', registrar: 'Amtsgericht Köln'}],
      ustId: 'DE123456789',
      vatNumber: '215/5678/1234',
      openingHoursHeading: 'Öffnungszeiten',
    });
  });

  it('falls back to the primary mobile when no phone is primary', () => {
    const numbers = COMPANY.numbers?.filter((entry) => entry.type !== 'phone');
    expect(companyDisplay({...COMPANY, numbers}, 'de').phone).toEqual({
      number: '0171 1234567',
      type: 'mobile',
    });
  });

  it('shows no email, phone or fax when none is primary', () => {
    const display = companyDisplay(
      {
        ...COMPANY,
        emails: [{email: 'info@example.com', primary: false}],
        numbers: [
          {number: '0221 111', type: 'phone', primary: false},
          {number: '0171 1', type: 'mobile', primary: null},
          {number: '0221 333', type: 'fax'},
        ],
      },
      'de',
    );
    expect([display.email, display.phone, display.fax]).toEqual([null, null, null]);
  });

  it('labels ev companies and the federal office', () => {
    const display = companyDisplay(
      {...COMPANY, legal_form: 'ev', addresses: [{city: 'Berlin', address_type: 'federal_office'}]},
      'de',
    );
    expect(display.legalFormLabel).toBe('Vertretungsberechtigte Vorstände:');
    expect(display.address).toEqual({
      street: '',
      city: 'Berlin',
      typeLabel: 'Bundesgeschäftsstelle',
    });
  });

  it('copes with a bare company', () => {
    expect(companyDisplay({company_name: 'Laden'}, 'en')).toEqual({
      name: 'Laden',
      companyName: 'Laden',
      legalFormLabel: 'Represented by:',
      legalAuthority: null,
      executives: null,
      address: null,
      email: null,
      phone: null,
      fax: null,
      registers: [],
      ustId: null,
      vatNumber: null,
      openingHoursHeading: 'Opening hours',
    });
  });
});

describe('contactPhoneBook (decision 031)', () => {
  it("formats the company's primary numbers as shown (trimmed) and each branch's phone", () => {
    const company: CompanyInput = {
      numbers: [
        {number: ' 069 90009100 ', type: 'phone', primary: true},
        {number: '069 90009199', type: 'fax', primary: true},
        {number: '069 1111', type: 'phone', primary: false},
      ],
    };
    const book = contactPhoneBook(company, [{phone: '069 90009200'}, {phone: null}], 'de');
    expect(Object.keys(book)).toEqual(['069 90009100', '069 90009199', '069 90009200']);
    expect(book['069 90009100']).toEqual({
      kind: 'tel',
      href: 'tel:+496990009100',
      text: '+49 69 90009100',
      label: 'Telefon',
    });
  });
});
