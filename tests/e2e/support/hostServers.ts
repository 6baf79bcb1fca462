// Debian's nginx and Caddy serving a built site with the configs the build wrote (decision 042):
// each gets a copy with the root placeholder and the listen address filled in, the way an agency
// fills them in, on a free localhost port, its state in a temp folder. A test may point the
// proxied routes' services at stand-ins.
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CADDY_FILE,
  NGINX_FILE,
  SITE_ROOT_PLACEHOLDER,
} from '../../../packages/site/src/build/output/hostRules.ts';

/** The two servers, by the Debian binary they need (installed by scripts/ensure-deps.mjs). */
export const HOST_SERVERS = {
  nginx: '/usr/sbin/nginx',
  caddy: '/usr/bin/caddy',
} as const;

export type HostServerName = keyof typeof HOST_SERVERS;

/** A server running on a free port. */
export interface RunningHost {
  origin: string;
  stop: () => Promise<void>;
}

/** Whether the server's binary is installed. */
export const isInstalled = (name: HostServerName) => existsSync(HOST_SERVERS[name]);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The `nginx.conf` around the site's file: what an agency's own main config has. Started as root,
 * nginx would run its worker as `nobody`, which cannot read a checkout in a private folder (a
 * `mktemp -d` clone): the worker runs as the user who built the site.
 */
export function nginxMain(dir: string, site: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  const user = process.getuid?.() === 0 ? [`user ${os.userInfo().username};`] : [];
  return [
    ...user,
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    'events {}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...temp.map((name) => `    ${name}_temp_path ${dir}/${name};`),
    `    include ${site};`,
    '}',
    '',
  ].join('\n');
}

function commandFor(name: HostServerName, dir: string): [string, string[], NodeJS.ProcessEnv] {
  if (name === 'nginx') {
    const args = ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', `${dir}/main.conf`];
    return [HOST_SERVERS.nginx, [...args, '-g', 'daemon off;'], process.env];
  }
  // Its data and autosaved config in the temp folder, no admin endpoint.
  const env = {...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir};
  return [
    HOST_SERVERS.caddy,
    ['run', '--config', `${dir}/Caddyfile.main`, '--adapter', 'caddyfile'],
    env,
  ];
}

/** Options of `startHost`. */
export interface HostOptions {
  /** Service origins in the config (the proxied routes' upstreams) and what to use instead. */
  upstreams?: Record<string, string>;
}

async function writeConfig(
  name: HostServerName,
  outDir: string,
  dir: string,
  port: number,
  options: HostOptions,
) {
  const file = name === 'nginx' ? NGINX_FILE : CADDY_FILE;
  let text = (await readFile(path.join(outDir, file), 'utf8')).replaceAll(
    SITE_ROOT_PLACEHOLDER,
    outDir,
  );
  for (const [origin, instead] of Object.entries(options.upstreams ?? {})) {
    if (!text.includes(origin)) throw new Error(`${file} has no upstream ${origin}`);
    text = text.replaceAll(origin, instead);
  }
  if (name === 'nginx') {
    await writeFile(
      path.join(dir, 'site.conf'),
      text.replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${port};`),
    );
    await writeFile(path.join(dir, 'main.conf'), nginxMain(dir, path.join(dir, 'site.conf')));
  } else {
    await writeFile(
      path.join(dir, 'site.caddy'),
      text.replace(/^:80 \{$/m, `http://127.0.0.1:${port} {`),
    );
    const main = `{\n\tadmin off\n}\nimport ${path.join(dir, 'site.caddy')}\n`;
    await writeFile(path.join(dir, 'Caddyfile.main'), main);
  }
}

async function waitUntilUp(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      await fetch(`${origin}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server did not answer on ${origin}:\n${log()}`);
}

/** Starts `name` over the built site in `outDir`. */
export async function startHost(
  name: HostServerName,
  outDir: string,
  options: HostOptions = {},
): Promise<RunningHost> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `sf-${name}-`));
  const port = await freePort();
  await writeConfig(name, outDir, dir, port, options);
  const [command, args, env] = commandFor(name, dir);
  const child = spawn(command, args, {env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, {recursive: true, force: true});
  };
  try {
    await waitUntilUp(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {origin, stop};
}
