// One publish at a time per publish folder, across processes: the server's queue never runs two
// builds, but `npm run publish-server -- publish` on the same folder could start a second one
// into the same work folder. A lock file holds the publishing process's id; a lock whose process
// is gone (killed, machine restarted) is taken over.
import {mkdir, open, readFile, rm} from 'node:fs/promises';
import path from 'node:path';

const lockFile = (publishDir: string) => path.join(publishDir, 'publish.lock');

/** Takes the lock of `publishDir`; throws when a running process holds it. Returns its release. */
export async function takeLock(publishDir: string): Promise<() => Promise<void>> {
  const file = lockFile(publishDir);
  await mkdir(publishDir, {recursive: true});
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, {force: true});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new Error(`another publish is running in ${publishDir} (process ${holder})`, {
          cause: error,
        });
      }
      await rm(file, {force: true});
    }
  }
  throw new Error(`cannot take the publish lock ${file}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
