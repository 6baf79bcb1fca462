// Small helpers every generated collection uses: file references and translation rows.
import {createHash} from 'node:crypto';
import type {Lang} from '@schaufenster/core';
import {TEXTS, type Texts} from './texts.ts';

/** A file reference as the fixtures write one (core ImageSchema). */
export interface ImageRef {
  id: string;
  filename_download: string;
  title: string;
  width: number | null;
  height: number | null;
}

/** A stable UUID-shaped file id for one of the retailer's files. */
export function fileId(retailer: string, file: string): string {
  const hex = createHash('sha256').update(`${retailer}/${file}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** One row per site language with the fields `fields(lang, texts)` gives. */
export function rows<T extends object>(
  languages: readonly Lang[],
  fields: (lang: Lang, texts: Texts) => T,
): (T & {language: Lang})[] {
  return languages.map((language) => ({language, ...fields(language, TEXTS[language])}));
}
