// Debian's nginx and Caddy in the foreground with the configs deploy.md filled in: what the
// machine's own main config would do (nginx includes the file inside http {}, Caddy imports it),
// with the servers' state in a temp folder instead of /var and /etc.
import {spawn} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {HOST_SERVERS, nginxMain, type HostServerName} from '../e2e/support/hostServers.ts';

/** A web server serving the site. */
export interface RunningWebServer {
  stop: () => Promise<void>;
}

/** The command that runs `name` in the foreground on the site file `site`, state in `dir`. */
async function command(
  name: HostServerName,
  dir: string,
  site: string,
): Promise<[string, string[], NodeJS.ProcessEnv]> {
  await mkdir(dir, {recursive: true});
  if (name === 'nginx') {
    await writeFile(path.join(dir, 'main.conf'), nginxMain(dir, site));
    const args = ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', `${dir}/main.conf`];
    return [HOST_SERVERS.nginx, [...args, '-g', 'daemon off;'], process.env];
  }
  await writeFile(path.join(dir, 'Caddyfile'), `{\n\tadmin off\n}\nimport ${site}\n`);
  const env = {...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir};
  const args = ['run', '--config', `${dir}/Caddyfile`, '--adapter', 'caddyfile'];
  return [HOST_SERVERS.caddy, args, env];
}

/** Starts `name` on the filled-in config `site`; resolves once `origin` answers. */
export async function startWebServer(
  name: HostServerName,
  site: string,
  dir: string,
  origin: string,
): Promise<RunningWebServer> {
  const [binary, args, env] = await command(name, dir, site);
  const child = spawn(binary, args, {env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${origin}/robots.txt`);
      return {stop};
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${name} did not answer on ${origin}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
