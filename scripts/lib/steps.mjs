// One line per setup step, for a quiet first run: `npm start` and `npm test` show what they do
// (installing, building, serving) instead of the tools' own output, which goes to a log file named
// when a step fails. Plain Node without dependencies: it runs on the system's Node 20 before the
// pinned Node 24 is installed.
import {spawn} from 'node:child_process';
import {closeSync, mkdirSync, openSync, readFileSync} from 'node:fs';
import path from 'node:path';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A step running longer than this shows that it is still going. */
const PROGRESS_AFTER_MS = 3000;
/** Without a terminal (CI logs) a still-running step says so this often. */
const PLAIN_TICK_MS = 30_000;
/** Lines of a failed step's log printed with its message. */
const TAIL_LINES = 25;

/** Seconds since `start`, for humans: "0.4 s", "12 s", "2 min 5 s". */
export function elapsed(start, now = Date.now()) {
  const ms = Math.max(0, now - start);
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * Starts a step: `label` ("Installing dependencies") stays on one line; on a terminal a spinner
 * and the time run after it once it takes more than a few seconds, elsewhere a line every 30 s.
 * `done(summary)` and `fail(summary)` end the line.
 */
export function startStep(label, stream = process.stderr) {
  const start = Date.now();
  const tty = Boolean(stream.isTTY);
  let frame = 0;
  const draw = () => {
    const time = Date.now() - start;
    if (tty && time >= PROGRESS_AFTER_MS) {
      stream.write(`\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${label} … ${elapsed(start)}`);
    } else if (!tty && time >= PLAIN_TICK_MS) {
      stream.write(`  … ${label.toLowerCase()}, ${elapsed(start)} so far\n`);
    }
  };
  if (!tty) stream.write(`${label} …\n`);
  const timer = setInterval(draw, tty ? 100 : PLAIN_TICK_MS);
  timer.unref();
  const end = (mark, summary) => {
    clearInterval(timer);
    const text = `${mark} ${summary ?? label} (${elapsed(start)})`;
    stream.write(tty ? `\r\x1b[2K${text}\n` : `${text}\n`);
  };
  if (tty) stream.write(`  ${label} …`);
  return {
    done: (summary) => end('✓', summary),
    fail: (summary) => end('✗', summary),
  };
}

/** The log file of step `name` under `<root>/.data/logs/`, its folder created. */
export function logFile(root, name) {
  const folder = path.join(root, '.data', 'logs');
  mkdirSync(folder, {recursive: true});
  return path.join(folder, `${name}.log`);
}

/** The last lines of a log, for a failure message. */
function logTail(file, lines = TAIL_LINES) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Runs `command` as step `label` with its output in log `name`; resolves on exit code 0, else
 * prints the log's tail and its path and rejects.
 */
export async function runStep(label, command, args, {root, name, done, env}) {
  const file = logFile(root, name);
  const out = openSync(file, 'w');
  const step = startStep(label);
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, stdio: ['ignore', out, out], env});
    child.once('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      resolve(-1);
    });
    child.once('exit', (exitCode) => resolve(exitCode ?? -1));
  });
  closeSync(out);
  if (code === 0) {
    step.done(done);
    return;
  }
  step.fail(`${label} failed (exit code ${code})`);
  const tail = logTail(file);
  if (tail) process.stderr.write(`${tail}\n`);
  process.stderr.write(`Full output: ${file}\n`);
  throw new Error(`${label} failed`);
}
