// Postal addresses as the order service stores them (core's `Address` fields, or any other
// fields a record carries) turned into lines to show.
import type {MailLang} from './types.ts';

/** Fields placed by the rules below; any other non-empty field follows as a line of its own. */
const KNOWN = new Set([
  'company',
  'name',
  'first_name',
  'last_name',
  'street',
  'number',
  'zip_code',
  'city',
  'country_code',
  'phone',
]);

/** The lines of an address: company, name, street and number, postcode and city, country, phone. */
export function addressLines(fields: Readonly<Record<string, string>>, lang: MailLang): string[] {
  const field = (key: string) => (typeof fields[key] === 'string' ? fields[key].trim() : '');
  const name = field('name') || join(field('first_name'), field('last_name'));
  const rest = Object.entries(fields)
    .filter(([key, value]) => !KNOWN.has(key) && typeof value === 'string' && value.trim() !== '')
    .map(([, value]) => value.trim());
  return [
    field('company'),
    name,
    join(field('street'), field('number')),
    join(field('zip_code'), field('city')),
    countryName(field('country_code'), lang),
    field('phone'),
    ...rest,
  ].filter((line) => line !== '');
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** "Deutschland" for `DE` in German; the code itself when Intl does not know it. */
function countryName(code: string, lang: MailLang): string {
  if (code === '') return '';
  try {
    return new Intl.DisplayNames([lang], {type: 'region'}).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
