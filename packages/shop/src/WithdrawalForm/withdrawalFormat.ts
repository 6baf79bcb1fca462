// Dates and lines of the withdrawal page, formatted in the page language. The date and time of
// receipt are the shop's (Europe/Berlin), as the confirmation e-mail states them.
import type {Lang, WithdrawalLine} from '@schaufenster/core';

/** The shop's time zone: the receipt's time is stated in it. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** An ISO time as the page states it: date ("3. Juli 2026") and time ("14:05"). */
export function receiptTime(iso: string, lang: Lang): {date: string; time: string} {
  const moment = new Date(iso);
  // A value that is no date is shown as sent rather than failing the page.
  if (Number.isNaN(moment.getTime())) return {date: iso, time: ''};
  return {
    date: new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: SHOP_TIME_ZONE}).format(
      moment,
    ),
    time: new Intl.DateTimeFormat(lang, {timeStyle: 'short', timeZone: SHOP_TIME_ZONE}).format(
      moment,
    ),
  };
}

/** One line as listed: "1 × Siegelring Heritage (Gravur)". */
export function lineText(line: WithdrawalLine): string {
  const name = line.variant === null ? line.name : `${line.name} (${line.variant})`;
  return `${line.quantity} × ${name}`;
}

/** The excluded (personalized) lines' names, joined for the sentence that names them. */
export function excludedItems(lines: readonly WithdrawalLine[]): string | null {
  const excluded = lines.filter((line) => line.excluded).map(lineText);
  return excluded.length === 0 ? null : excluded.join(', ');
}
