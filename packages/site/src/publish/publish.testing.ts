// Test helpers of the publish server: a stand-in build that writes files the way the real build
// does (each into a staging folder beside the output, then renamed over the old one; files it no
// longer writes removed), and small HTTP stand-ins that record what they were sent (the order
// service's reload route, Directus's users and notifications).
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createLogger, type PublishLogger} from './log.ts';

/** What the stand-in build does on its next runs. */
interface StubSpec {
  /** The output's files: relative path → text. */
  files: Record<string, string>;
  /** When set: print some lines and fail with this reason. */
  fail?: string;
  /** Time each build takes. */
  sleepMs?: number;
}

// Runs as `node -e`: reads the spec, counts the run, writes like build/incremental/publish.ts
// (kept files untouched, changed ones renamed over the old, the rest removed).
const STUB_SCRIPT = `
const fs = require('node:fs');
const path = require('node:path');
const spec = JSON.parse(fs.readFileSync(process.env.STUB_SPEC, 'utf8'));
fs.appendFileSync(process.env.STUB_SPEC + '.runs', 'x');
setTimeout(() => {
  if (spec.fail) {
    for (let i = 0; i < 60; i++) console.info('rendering page ' + i);
    console.error('Build failed: ' + spec.fail);
    process.exit(1);
  }
  const out = process.env.OUT_DIR;
  const staging = out + '.tmp-stub';
  fs.rmSync(staging, {recursive: true, force: true});
  for (const [name, text] of Object.entries(spec.files)) {
    // A page whose content did not change is kept, as an incremental build keeps it.
    const old = path.join(out, name);
    if (fs.existsSync(old) && fs.readFileSync(old, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(path.join(staging, name)), {recursive: true});
    fs.writeFileSync(path.join(staging, name), text);
    fs.mkdirSync(path.dirname(path.join(out, name)), {recursive: true});
    fs.renameSync(path.join(staging, name), path.join(out, name));
  }
  for (const name of fs.readdirSync(out, {recursive: true})) {
    const file = path.join(out, name);
    if (fs.statSync(file).isFile() && !(name in spec.files)) fs.rmSync(file);
  }
  fs.rmSync(staging, {recursive: true, force: true});
  console.info('Built stub');
}, spec.sleepMs ?? 0);
`;

/** A temporary publish folder with a stand-in build. */
export interface StubSetup {
  /** The publish folder. */
  publishDir: string;
  /** The build command to pass as `buildCommand`. */
  buildCommand: string[];
  /** The build's environment (points the stand-in at its spec). */
  env: Record<string, string>;
  /** A quiet logger (the JSON log file only). */
  log: PublishLogger;
  /** Sets what the next builds write (and whether they fail). */
  spec(spec: StubSpec): Promise<void>;
  /** How many builds ran. */
  builds(): Promise<number>;
  remove(): Promise<void>;
}

/** Makes a temporary publish folder with a stand-in build writing `files`. */
export async function stubSetup(files: Record<string, string>): Promise<StubSetup> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sf-publish-'));
  const publishDir = path.join(root, 'publish');
  const specFile = path.join(root, 'stub-spec.json');
  const setup: StubSetup = {
    publishDir,
    buildCommand: [process.execPath, '-e', STUB_SCRIPT],
    env: {STUB_SPEC: specFile, PATH: process.env.PATH ?? ''},
    log: createLogger(publishDir, () => undefined),
    spec: (spec) => writeFile(specFile, JSON.stringify(spec)),
    builds: async () => (await readFile(`${specFile}.runs`, 'utf8').catch(() => '')).length,
    remove: () => rm(root, {recursive: true, force: true}),
  };
  await setup.spec({files});
  return setup;
}

/** One request a stand-in server got. */
export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in HTTP server: answers with `reply` and records each request. */
export interface StandIn {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

/** Starts a stand-in on a free port of 127.0.0.1. */
export async function standIn(
  reply: (request: Recorded) => {status: number; body: unknown},
): Promise<StandIn> {
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      const answer = reply(recorded);
      response.writeHead(answer.status, {'content-type': 'application/json'});
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
