import {createContext} from 'react';
import type {Lang} from '@schaufenster/core';

/** What the site-language context holds (spec §4 Site language). */
export interface LanguageContextValue {
  /** The page's language. */
  lang: Lang;
  /** The project's languages, in the project's order. */
  available: readonly Lang[];
}

/** The site language; `null` outside a `LanguageProvider`, so a missing provider fails loudly. */
export const LanguageContext = createContext<LanguageContextValue | null>(null);
