// What `npm run new-retailer` does, apart from the process it runs in (cli.ts), so tests can run
// it in-process: flags, then prompts on a terminal, then checks, then files or a Directus seed.
import path from 'node:path';
import type {Readable, Writable} from 'node:stream';
import {fileURLToPath} from 'node:url';
import {checkAnswers, type RetailerAnswers} from './answers.ts';
import {USAGE, parseCliArgs} from './args.ts';
import {directusTarget, seedDirectus} from './cms.ts';
import {createRetailer, prepareRetailer} from './newRetailer.ts';
import {askMissing} from './prompts.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RETAILERS_DIR = path.join(REPO_ROOT, 'fixtures/retailers');

/** The process's side: streams, environment, whether stdin is a terminal. */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
  interactive: boolean;
}

/** Runs the command with `argv` (the flags); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const out = (text: string) => io.stdout.write(`${text}\n`);
  const fail = (text: string) => io.stderr.write(`new-retailer: ${text}\n`);
  let args;
  try {
    args = parseCliArgs(argv, RETAILERS_DIR);
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    out(USAGE);
    return 0;
  }
  try {
    // A Directus target has no folder a name could clash with; seed.ts refuses a non-empty one.
    const dir = args.cms ? null : args.retailersDir;
    const raw =
      io.interactive && !args.yes
        ? await askMissing(args.answers, dir, {input: io.stdin, output: io.stdout})
        : args.answers;
    const answers = checkAnswers(raw, dir);
    if (args.cms) {
      const target = directusTarget(io.env, REPO_ROOT);
      const prepared = await prepareRetailer(answers);
      try {
        await seedDirectus(answers.name, prepared, target, REPO_ROOT, out);
      } catch (error) {
        fail(
          `${(error as Error).message}\nNo files were written; ${target.url} may hold part of it.`,
        );
        return 1;
      }
      out(`Seeded ${answers.name} into ${target.url}. ${nextSteps(answers, target.url)}`);
      return 0;
    }
    const written = await createRetailer(answers, args.retailersDir);
    out(`Created ${shown(written)}. ${nextSteps(answers, null, written)}`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    fail(`${message}\nNothing was written.`);
    return 1;
  }
}

function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith('..') ? dir : relative;
}

function nextSteps(answers: RetailerAnswers, directusUrl: string | null, written?: string): string {
  const replace = 'Replace every "[BITTE ERSETZEN: …]" (and its en/fr forms) before going live.';
  if (directusUrl !== null) {
    return `${replace}\nBuild it: CONTENT_SOURCE=directus DIRECTUS_URL=${directusUrl} DIRECTUS_TOKEN=… SITE_DOMAIN=${answers.domain} npm run build`;
  }
  const inFixtures = written !== undefined && path.dirname(written) === RETAILERS_DIR;
  const build = inFixtures ? `RETAILER=${answers.name}` : `CONTENT_DIR=${written}`;
  return `${replace}\nBuild it: ${build} npm run build`;
}
