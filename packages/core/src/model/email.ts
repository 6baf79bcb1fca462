// E-mail addresses as the standards allow them (decision 029): RFC 5322 dot-atom local parts (so
// `o'brien@…` passes), RFC 6531 non-ASCII local parts and IDNA domains (`info@juwelier-müller.de`).

// atext of RFC 5322 §3.2.3, plus any non-ASCII letter (RFC 6531 UTF8-non-ascii).
const ATOM = /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+$/u;
// A DNS label after IDNA (punycode): letters, digits, inner hyphens, at most 63 characters.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// A top-level domain: letters, or an IDNA one (xn--…).
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * True for an address a mail server would take: one `@`, a dot-atom local part of at most 64
 * octets, a domain of at least two labels that converts to ASCII (IDNA), at most 254 in all.
 * Quoted local parts and IP literals are not taken: no retailer publishes one.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.length > 254) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (new TextEncoder().encode(local).length > 64) return false;
  if (!local.split('.').every((atom) => ATOM.test(atom))) return false;
  const ascii = asciiDomain(domain);
  if (ascii === undefined) return false;
  const labels = ascii.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TLD.test(labels.at(-1) ?? '')
  );
}

// The domain in its ASCII (punycode) form, as WHATWG URL's domain-to-ASCII gives it.
function asciiDomain(domain: string): string | undefined {
  if (domain === '' || /[\s/\\?#@:[\]%]/.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
}
