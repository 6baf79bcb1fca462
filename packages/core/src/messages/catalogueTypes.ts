// The catalogues' shape, shared by the eager and the lazy catalogue source (decision 014).
import type de from './de.json';

/** Every message key; de.json is the reference catalogue, en and fr must match it (tested). */
export type MessageKey = keyof typeof de;

/** One language's messages by key (ICU strings). */
export type Catalogue = Readonly<Record<MessageKey, string>>;
