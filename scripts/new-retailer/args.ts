// The command line of `npm run new-retailer` (docs/agencies.md, decision 041).
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {RawAnswers} from './answers.ts';

/** What the command line asks for. */
export interface CliArgs {
  answers: RawAnswers;
  /** `--yes`: take defaults for whatever no flag gives, ask nothing. */
  yes: boolean;
  /** `--cms`: seed the local Directus instead of writing fixture files. */
  cms: boolean;
  /** `--dir`: where retailer folders go (default fixtures/retailers). */
  retailersDir: string;
  help: boolean;
}

/** The usage text printed by `--help` and after a bad flag. */
export const USAGE = `Usage: npm run new-retailer -- [flags]

Creates fixtures/retailers/<name>/: company, a branch with opening hours, menus, legal texts
with [BITTE ERSETZEN: …] placeholders, consents, site config and, with --shop, shop settings and
three sample products. Asks for what the flags leave out when run in a terminal.

  --name <slug>              folder and project name, e.g. juwelier-beispiel (required)
  --display-name <text>      shown name (default: from the name)
  --domain <host>            project domain (default: <name>.example)
  --type <type>              jeweller | watchmaker | optician | other (default: jeweller)
  --brand-color <colour>     #rgb, #rrggbb, rgb() or hsl() (default: #8a5a00)
  --base-color <colour>      the same forms (default: #ffffff; a dark colour gives a dark site)
  --languages <list>         de,en,fr or a part of it; German is always included (default: de,en,fr)
  --shop | --no-shop         shop add-on on or off (default: off)
  --logo <file>              .svg, .png, .jpg or .webp logo (default: one drawn from the name)
  --yes, -y                  ask nothing: defaults for every flag not given
  --cms                      seed the Directus at DIRECTUS_URL (default http://127.0.0.1:8055,
                             token DIRECTUS_TOKEN or cms/.data/secrets.json) instead of files
  --dir <folder>             where retailer folders go (default: fixtures/retailers)
  --help, -h                 this text`;

/** Parses `argv` (without node and the script); throws a TypeError on an unknown flag. */
export function parseCliArgs(argv: readonly string[], defaultDir: string): CliArgs {
  const {values} = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    allowNegative: true,
    options: {
      name: {type: 'string'},
      'display-name': {type: 'string'},
      domain: {type: 'string'},
      type: {type: 'string'},
      'brand-color': {type: 'string'},
      'base-color': {type: 'string'},
      languages: {type: 'string'},
      shop: {type: 'boolean'},
      logo: {type: 'string'},
      yes: {type: 'boolean', short: 'y', default: false},
      cms: {type: 'boolean', default: false},
      dir: {type: 'string'},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
  const answers: RawAnswers = {};
  const put = <K extends keyof RawAnswers>(key: K, value: RawAnswers[K] | undefined) => {
    if (value !== undefined) answers[key] = value;
  };
  put('name', values.name);
  put('displayName', values['display-name']);
  put('domain', values.domain);
  put('type', values.type);
  put('brandColor', values['brand-color']);
  put('baseColor', values['base-color']);
  put('languages', values.languages);
  put('shop', values.shop);
  put('logo', values.logo);
  return {
    answers,
    yes: values.yes,
    cms: values.cms,
    retailersDir: path.resolve(values.dir ?? defaultDir),
    help: values.help,
  };
}
