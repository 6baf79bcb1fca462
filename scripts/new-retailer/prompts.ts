// Interactive questions for whatever the flags left out (stdin a terminal, no --yes). Each answer
// is checked as it is given, with the same checks as the flags, and asked again when it is bad.
import {createInterface} from 'node:readline';
import type {Readable, Writable} from 'node:stream';
import {BUSINESS_TYPES, InputError, checkAnswers, defaultsFor, type RawAnswers} from './answers.ts';
import {readLogo} from './logo.ts';

/** Where to ask. */
export interface PromptStreams {
  input: Readable;
  output: Writable;
}

type Question = {
  field: Exclude<keyof RawAnswers, 'name'>;
  label: string;
  hint?: string;
};

const QUESTIONS: Question[] = [
  {field: 'displayName', label: 'Shown name'},
  {field: 'domain', label: 'Domain'},
  {field: 'type', label: 'Type', hint: BUSINESS_TYPES.join(', ')},
  {field: 'brandColor', label: 'Brand colour', hint: '#rgb, #rrggbb, rgb() or hsl()'},
  {
    field: 'baseColor',
    label: 'Base colour',
    hint: 'white gives a light site, a dark colour a dark one',
  },
  {field: 'languages', label: 'Languages', hint: 'de,en,fr or a part of it'},
  {field: 'shop', label: 'Shop add-on'},
  {field: 'logo', label: 'Logo file', hint: 'empty: draw one from the name'},
];

/** How many times a field is asked before giving up (a script piping bad answers ends). */
const MAX_TRIES = 5;

/**
 * Asks for each answer `given` lacks and returns them all; `retailersDir` null skips the
 * "already exists" check. Throws the last InputError after too many bad answers to one question.
 */
export async function askMissing(
  given: RawAnswers,
  retailersDir: string | null,
  streams: PromptStreams,
): Promise<RawAnswers> {
  // Lines are read through the iterator, which buffers them: piped answers are not lost.
  const rl = createInterface({input: streams.input, terminal: false});
  const lines = rl[Symbol.asyncIterator]();
  const say = (text: string) => streams.output.write(`${text}\n`);
  const read = async (prompt: string) => {
    streams.output.write(prompt);
    const line = await lines.next();
    if (line.done === true) throw new Error('Input ended before every question was answered');
    return String(line.value);
  };
  try {
    const answers: RawAnswers = {...given};
    answers.name = await ask(
      read,
      say,
      'Name (slug, e.g. juwelier-beispiel)',
      given.name,
      '',
      (value) => checkAnswers({...answers, name: value}, retailersDir).name,
    );
    const defaults = defaultsFor(answers.name);
    for (const {field, label, hint} of QUESTIONS) {
      if (given[field] !== undefined) continue;
      const fallback =
        field === 'shop'
          ? defaults.shop
            ? 'y'
            : 'n'
          : String(defaults[field as keyof typeof defaults] ?? '');
      const title = field === 'shop' ? `${label} (y/n)` : hint ? `${label} (${hint})` : label;
      const value = await ask(read, say, title, undefined, fallback, async (text) => {
        if (field === 'shop') return yesNo(text);
        if (field === 'logo') return text === '' ? '' : (await readLogo(text), text);
        checkAnswers({...answers, [field]: text}, retailersDir);
        return text;
      });
      if (field === 'shop') answers.shop = value === 'y';
      else answers[field] = value;
    }
    return answers;
  } finally {
    rl.close();
  }
}

function yesNo(text: string): string {
  const answer = text.trim().toLowerCase();
  if (['y', 'yes', 'j', 'ja'].includes(answer)) return 'y';
  if (['n', 'no', 'nein'].includes(answer)) return 'n';
  throw new InputError('shop', `"${text}": answer y or n`);
}

async function ask(
  read: (prompt: string) => Promise<string>,
  say: (text: string) => void,
  label: string,
  given: string | undefined,
  fallback: string,
  check: (value: string) => string | Promise<string>,
): Promise<string> {
  if (given !== undefined) return check(given);
  for (let tries = 1; ; tries++) {
    const typed = (await read(fallback === '' ? `${label}: ` : `${label} [${fallback}]: `)).trim();
    try {
      return await check(typed === '' ? fallback : typed);
    } catch (error) {
      if (!(error instanceof InputError) || tries >= MAX_TRIES) throw error;
      say(`  ${error.message}`);
    }
  }
}
