import {beforeEach, describe, expect, it, vi} from 'vitest';
import {createSafeStorage, type SafeStorage} from '@schaufenster/core';
import {
  THANKS_SENDER_KEY,
  THANKS_SENDER_MAX_AGE_MS,
  goToThanks,
  handOverSender,
  takeSender,
} from './thanksSender.ts';

let entries: Map<string, string>;
let storage: SafeStorage;

beforeEach(() => {
  entries = new Map();
  storage = createSafeStorage(
    () =>
      ({
        getItem: (key: string) => entries.get(key) ?? null,
        setItem: (key: string, value: string) => void entries.set(key, value),
        removeItem: (key: string) => void entries.delete(key),
      }) as unknown as Storage,
  );
});

describe('handing the sender to the thanks page', () => {
  it('keeps the trimmed name and e-mail in session storage and gives them back once', () => {
    handOverSender({name: ' Müller & Söhne ', email: 'x@y.de '}, storage);
    expect(JSON.parse(entries.get(THANKS_SENDER_KEY) ?? '{}')).toMatchObject({
      name: 'Müller & Söhne',
      email: 'x@y.de',
    });
    expect(takeSender(storage)).toEqual({name: 'Müller & Söhne', email: 'x@y.de'});
    // Read once: a reload of the thanks page shows the plain text.
    expect(entries.has(THANKS_SENDER_KEY)).toBe(false);
    expect(takeSender(storage)).toEqual({});
  });

  it('leaves out blank fields, and stores nothing (removing an older sender) without any', () => {
    handOverSender({name: '  ', email: 'a@b.de'}, storage);
    expect(takeSender(storage)).toEqual({email: 'a@b.de'});
    handOverSender({name: 'Anna', email: 'a@b.de'}, storage);
    handOverSender({name: ' ', email: ''}, storage);
    expect(entries.has(THANKS_SENDER_KEY)).toBe(false);
  });

  it('does not show a sender older than the limit, or one from the future, and removes it', () => {
    const now = Date.UTC(2026, 2, 2, 8, 30);
    const stored = (timestamp: number) =>
      entries.set(THANKS_SENDER_KEY, JSON.stringify({name: 'Anna', email: 'a@b.de', timestamp}));
    stored(now - THANKS_SENDER_MAX_AGE_MS);
    expect(takeSender(storage, now)).toEqual({name: 'Anna', email: 'a@b.de'});
    stored(now - THANKS_SENDER_MAX_AGE_MS - 1);
    expect(takeSender(storage, now)).toEqual({});
    expect(entries.has(THANKS_SENDER_KEY)).toBe(false);
    stored(now + 1);
    expect(takeSender(storage, now)).toEqual({});
  });

  it('drops an unreadable entry with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    entries.set(THANKS_SENDER_KEY, JSON.stringify({name: 42, timestamp: 1}));
    expect(takeSender(storage)).toEqual({});
    expect(entries.has(THANKS_SENDER_KEY)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('goToThanks', () => {
  it('opens the plain thanks path of each language (spec §2) with the sender kept aside', () => {
    const sender = {name: 'Anna Muster', email: 'anna@example.com'};
    const paths: string[] = [];
    for (const lang of ['de', 'en', 'fr'] as const) {
      goToThanks(lang, sender, (path) => paths.push(path), storage);
      expect(takeSender(storage)).toEqual(sender);
    }
    expect(paths).toEqual(['/danke', '/en/thanks', '/fr/merci']);
  });
});
