import {createElement, Fragment, type ReactNode} from 'react';
import {
  formatRich,
  t,
  type Lang,
  type MessageKey,
  type MessageValues,
  type RichMessageValues,
} from '@schaufenster/core';
import {useLanguage} from './useLanguage.ts';

/** Formats a catalogue message in the current language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Formats a catalogue message whose values or rich-text tags are React nodes. */
export type TranslateRich = (key: MessageKey, values: RichMessageValues<ReactNode>) => ReactNode;

// One function per language, so hooks return a stable identity (safe in effect deps, memo props).
const plain = new Map<Lang, Translate>();
const rich = new Map<Lang, TranslateRich>();

/** `t(key, values?)` bound to the current language, the same function for the same language. */
export function useMessages(): Translate {
  const {lang} = useLanguage();
  let translate = plain.get(lang);
  if (!translate) {
    translate = (key, values) => t(lang, key, values);
    plain.set(lang, translate);
  }
  return translate;
}

/**
 * Like `useMessages`, for messages with rich-text tags (`<privacyLink>…</privacyLink>`) or
 * element values: pass a function per tag that wraps its chunks, e.g. in a link.
 */
export function useRichMessages(): TranslateRich {
  const {lang} = useLanguage();
  let translate = rich.get(lang);
  if (!translate) {
    // Parts are spread as separate children, so React needs no keys for them.
    translate = (key, values) =>
      createElement(Fragment, null, ...formatRich<ReactNode>(lang, key, values));
    rich.set(lang, translate);
  }
  return translate;
}
