// The thanks page after a sent contact form (spec §2 thanks: /danke, /en/thanks, /fr/merci),
// with the sender in the query string so the static page can greet them (decision 007 forms).
import {localizedPath, type Lang} from '@schaufenster/core';
import type {ContactSender} from './submitContactForm.ts';

/** `/danke?name=…&email=…` in `lang`; empty or missing sender fields are left out. */
export function thanksPath(lang: Lang, sender: Partial<ContactSender> = {}): string {
  const query = new URLSearchParams();
  const name = sender.name?.trim();
  const email = sender.email?.trim();
  if (name) query.set('name', name);
  if (email) query.set('email', email);
  const search = query.toString();
  const path = localizedPath('thanks', lang);
  return search === '' ? path : `${path}?${search}`;
}

/** Reads the sender back from the thanks page's query string (`?name=…&email=…`). */
export function senderFromSearch(search: string): Partial<ContactSender> {
  const query = new URLSearchParams(search);
  const sender: Partial<ContactSender> = {};
  const name = query.get('name')?.trim();
  const email = query.get('email')?.trim();
  if (name) sender.name = name;
  if (email) sender.email = email;
  return sender;
}
