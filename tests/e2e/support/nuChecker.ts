// The W3C Nu HTML checker (vnu-jar from npm) over whole build folders, in one Java process: the
// JVM's start and the schema's load take most of its time, so one run checks every page of every
// retailer. Needs `java` (Debian's default-jre-headless, installed by scripts/ensure-deps.mjs).
import {spawn, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/** vnu.jar inside the npm package; its own launcher would download a Java runtime if none. */
const VNU_JAR = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

/** Whether a `java` command runs. */
export function javaInstalled(): boolean {
  return !spawnSync('java', ['-version'], {stdio: 'ignore'}).error;
}

/** One message of the checker's JSON output (only the fields read here). */
export interface NuMessage {
  /** `error`, `info` (a warning when `subType` is `warning`) or `non-document-error`. */
  type: string;
  /** `file:` URL of the document. */
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  /** The markup around the fault. */
  extract?: string;
}

/**
 * Checks every `.html` file under `folders` and resolves with the errors (warnings are left
 * out). The Nu checker's own exit code only says whether there were errors, so it is not read.
 */
export async function checkWithNu(folders: readonly string[]): Promise<NuMessage[]> {
  const child = spawn(
    'java',
    [
      // C1 only: for one short run the JIT's top tier costs more CPU than it saves (about half the
      // CPU time); its larger frames need a bigger stack than the 512 KB the checker asks for.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xss16m',
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--skip-non-html',
      // Only warns about a page's language, and --errors-only drops warnings.
      '--no-langdetect',
      '--format',
      'json',
      '--stdout',
      ...folders,
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const output = Buffer.concat(stdout).toString('utf8');
  let parsed: {messages?: NuMessage[]};
  try {
    parsed = JSON.parse(output) as {messages?: NuMessage[]};
  } catch {
    const log = `${output}${Buffer.concat(stderr).toString('utf8')}`.trim();
    throw new Error(`The Nu checker gave no JSON report (exit code ${code}):\n${log}`);
  }
  return (parsed.messages ?? []).filter((message) => message.type !== 'info');
}
