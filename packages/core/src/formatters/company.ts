import type {Lang} from '../language/lang.ts';
import {t, type MessageKey} from '../messages/intl.ts';
import {phoneBook, type PhoneBook} from './phone.ts';

// Minimal structural input (spec §3 Company); the validated model lives in ../model and fits it.

/** A company address (spec §3 Company). */
interface CompanyAddressInput {
  /** Street name. */
  street?: string | null;
  /** House number. */
  number?: string | null;
  /** Postcode. */
  zip_code?: string | null;
  /** City. */
  city?: string | null;
  /** hq or federal_office. */
  address_type?: string | null;
}

/** A company email address. */
interface CompanyEmailInput {
  /** The address. */
  email?: string | null;
  /** Only a primary address is shown. */
  primary?: boolean | null;
}

/** A company phone, mobile or fax number. */
interface CompanyNumberInput {
  /** The number as entered. */
  number?: string | null;
  /** phone, mobile or fax. */
  type?: string | null;
  /** Only a primary number is shown. */
  primary?: boolean | null;
}

/** A company register entry. */
interface CompanyRegisterInput {
  /** Kind of register. */
  register_type?: string | null;
  /** Register number. */
  number?: string | null;
  /** Register court or office. */
  registrar?: string | null;
}

/** The company fields the display needs (spec §3 Company). */
export interface CompanyInput {
  /** Registered name. */
  company_name?: string | null;
  /** Name shown on the site; falls back to company_name. */
  display_name?: string | null;
  /** single, ev, bag or other. */
  legal_form?: string | null;
  /** Supervisory authority. */
  legal_authority?: string | null;
  /** Addresses; only the first is shown. */
  addresses?: readonly CompanyAddressInput[] | null;
  /** Email addresses. */
  emails?: readonly CompanyEmailInput[] | null;
  /** Phone, mobile and fax numbers. */
  numbers?: readonly CompanyNumberInput[] | null;
  /** Owners or board members. */
  executives?: readonly {name?: string | null}[] | null;
  /** Register entries. */
  registers?: readonly CompanyRegisterInput[] | null;
  /** VAT identification number. */
  ust_id?: string | null;
  /** Tax number. */
  vat_number?: string | null;
}

/** The first address, ready to show. */
interface CompanyAddressDisplay {
  /** Street and house number, "Hauptstraße 1". */
  street: string;
  /** Postcode and city, "50667 Köln". */
  city: string;
  /** "Hauptgeschäftsstelle" / "Bundesgeschäftsstelle", or null for other types. */
  typeLabel: string | null;
}

/** A register entry, trimmed. */
interface CompanyRegisterDisplay {
  /** Kind of register, e.g. "Handelsregister". */
  type: string;
  /** Register number, e.g. "HRB 1234". */
  number: string;
  /** Register court or office. */
  registrar: string;
}

/** Company details ready for the legal notice and contact blocks (spec §5 Company display). */
export interface CompanyDisplay {
  /** display_name, else company_name. */
  name: string;
  /** The registered company name. */
  companyName: string;
  /** Label of the legal form, introducing the executives ("Inhaber:"). */
  legalFormLabel: string;
  /** legal_authority as given, or null. */
  legalAuthority: string | null;
  /** Executive names joined with ", ", or null when there are none. */
  executives: string | null;
  /** The first address only, or null. */
  address: CompanyAddressDisplay | null;
  /** The first primary email, or null (non-primary addresses are never shown). */
  email: string | null;
  /** The first primary phone number, else the first primary mobile number, or null. */
  phone: {number: string; type: 'phone' | 'mobile'} | null;
  /** The first primary fax number, or null. */
  fax: string | null;
  /** Register entries with at least a number. */
  registers: CompanyRegisterDisplay[];
  /** VAT identification number (USt-IdNr.), or null. */
  ustId: string | null;
  /** Tax number, or null. */
  vatNumber: string | null;
  /** Heading of the opening-hours block, "Öffnungszeiten" (spec §5 Company display). */
  openingHoursHeading: string;
}

// Literal keys (STYLE.md); spec §5 Legal-form labels.
const LEGAL_FORM_KEYS = {
  single: 'companyLegalFormOwner',
  ev: 'companyLegalFormEv',
  bag: 'companyLegalFormBag',
} as const satisfies Record<string, MessageKey>;

// spec §5 Address type labels.
const ADDRESS_TYPE_KEYS = {
  hq: 'companyAddressTypeHq',
  federal_office: 'companyAddressTypeFederalOffice',
} as const satisfies Record<string, MessageKey>;

/** Label of a legal form (spec §5): owner for single, ev, bag, otherwise "represented by". */
export function legalFormLabel(form: string | null | undefined, lang: Lang): string {
  const key =
    form && Object.hasOwn(LEGAL_FORM_KEYS, form)
      ? LEGAL_FORM_KEYS[form as keyof typeof LEGAL_FORM_KEYS]
      : undefined;
  return t(lang, key ?? 'companyLegalFormOther');
}

/** Label of an address type (spec §5): hq and federal_office; null for any other type. */
export function addressTypeLabel(type: string | null | undefined, lang: Lang): string | null {
  if (!type || !Object.hasOwn(ADDRESS_TYPE_KEYS, type)) return null;
  return t(lang, ADDRESS_TYPE_KEYS[type as keyof typeof ADDRESS_TYPE_KEYS]);
}

/**
 * Picks and labels what the site shows of a company (spec §5 Company display): the first
 * address, the primary email, the primary phone (else mobile), the primary fax.
 */
export function companyDisplay(company: CompanyInput, lang: Lang): CompanyDisplay {
  const companyName = clean(company.company_name) ?? '';
  const names = (company.executives ?? []).map((entry) => clean(entry.name));
  const executives = names.filter((name): name is string => name !== null);
  return {
    name: clean(company.display_name) ?? companyName,
    companyName,
    legalFormLabel: legalFormLabel(company.legal_form, lang),
    legalAuthority: clean(company.legal_authority),
    executives: executives.length > 0 ? executives.join(', ') : null,
    address: firstAddress(company.addresses, lang),
    email: clean(company.emails?.find((entry) => entry.primary && clean(entry.email))?.email),
    phone: primaryPhone(company.numbers),
    fax: primaryNumber(company.numbers, 'fax'),
    registers: registers(company.registers),
    ustId: clean(company.ust_id),
    vatNumber: clean(company.vat_number),
    openingHoursHeading: t(lang, 'openingHoursHeading'),
  };
}

function firstAddress(
  addresses: CompanyInput['addresses'],
  lang: Lang,
): CompanyAddressDisplay | null {
  // spec §5: only the first address is used.
  const address = addresses?.[0];
  if (!address) return null;
  return {
    street: joinParts([address.street, address.number]),
    city: joinParts([address.zip_code, address.city]),
    typeLabel: addressTypeLabel(address.address_type, lang),
  };
}

/**
 * Every number a contact block can show, formatted (decision 031): the company's primary numbers
 * as the components read them (trimmed) and each branch's phone as entered.
 */
export function contactPhoneBook(
  company: CompanyInput,
  branches: readonly {phone?: string | null}[],
  lang: Lang,
): PhoneBook {
  const primary = (company.numbers ?? []).map((entry) =>
    entry.primary ? clean(entry.number) : null,
  );
  return phoneBook([...primary, ...branches.map((branch) => branch.phone)], {lang});
}

function primaryPhone(numbers: CompanyInput['numbers']): CompanyDisplay['phone'] {
  // Decision (docs/decisions/004): a primary landline wins over a primary mobile.
  for (const type of ['phone', 'mobile'] as const) {
    const number = primaryNumber(numbers, type);
    if (number) return {number, type};
  }
  return null;
}

function primaryNumber(numbers: CompanyInput['numbers'], type: string): string | null {
  return clean(
    numbers?.find((entry) => entry.primary && entry.type === type && clean(entry.number))?.number,
  );
}

function registers(list: CompanyInput['registers']): CompanyRegisterDisplay[] {
  return (list ?? []).flatMap((entry) => {
    const number = clean(entry.number);
    if (!number) return [];
    return [
      {type: clean(entry.register_type) ?? '', number, registrar: clean(entry.registrar) ?? ''},
    ];
  });
}

function joinParts(parts: readonly (string | null | undefined)[]): string {
  return parts.map(clean).filter(Boolean).join(' ');
}

function clean(text: string | null | undefined): string | null {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? null : trimmed;
}
