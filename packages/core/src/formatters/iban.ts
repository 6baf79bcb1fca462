// IBANs as people and banking apps read them: the checkout's transfer box and the bank details in
// the order e-mails print the same groups of four.

/** An IBAN without spaces, upper case: what a banking app's IBAN field takes. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN in groups of four, as bank statements print it: "DE02 1203 0000 0000 2020 51". */
export function formatIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
