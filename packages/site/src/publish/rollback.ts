// Rollback (docs/operations/publishing.md): `current` goes back to the release before it, and the
// order service reloads the catalogue of that release. A second rollback goes one further back.
// The next publish builds the content as it is then and becomes the newest release again.
import {takeLock} from './lock.ts';
import {createLogger, type PublishLogger} from './log.ts';
import {reloadOrderService, type OrderServiceTarget, type ReloadResult} from './reload.ts';
import {currentRelease, listReleases, releaseBefore, switchCurrent} from './releases.ts';

/** What {@link rollback} may do besides the switch. */
export interface RollbackOptions {
  /** The order service to reload after the switch; null or absent: skipped. */
  orderService?: OrderServiceTarget | null;
  /** The log; default: `<publishDir>/publish-log.jsonl` and stdout. */
  log?: PublishLogger;
}

/** What a rollback did. */
export interface RollbackResult {
  /** The release served before. */
  from: string;
  /** The release served now. */
  to: string;
  switchMs: number;
  reload: ReloadResult;
}

/** Points `current` at the release before it; throws, saying why, when there is none. */
export async function rollback(
  publishDir: string,
  options: RollbackOptions = {},
): Promise<RollbackResult> {
  const log = options.log ?? createLogger(publishDir);
  // A publish running now would switch to its new release moments after: refuse instead.
  const unlock = await takeLock(publishDir).catch((error: unknown) => {
    throw new Error(`Not rolled back: ${(error as Error).message}; try again when it has ended`, {
      cause: error,
    });
  });
  try {
    return await switchBack(publishDir, options, log);
  } finally {
    await unlock();
  }
}

async function switchBack(
  publishDir: string,
  options: RollbackOptions,
  log: PublishLogger,
): Promise<RollbackResult> {
  const from = await currentRelease(publishDir);
  if (from === null) throw new Error(`Nothing to roll back: ${publishDir} has no current release`);
  const releases = await listReleases(publishDir);
  const to = releaseBefore(releases, from);
  if (to === null) {
    throw new Error(`Nothing to roll back to: ${from} is the oldest release kept in ${publishDir}`);
  }
  const started = performance.now();
  await switchCurrent(publishDir, to);
  const switchMs = Math.round(performance.now() - started);
  await log('rollback', `Rolled back from ${from} to ${to}`, {from, to, switchMs});
  const reload = await reloadOrderService(options.orderService ?? null);
  if (reload.status === 'failed') {
    await log('reload-failed', `Order service not reloaded after the rollback: ${reload.error}`, {
      ...reload,
    });
  } else if (reload.status === 'ok') {
    await log('reload', `Order service reloaded in ${reload.ms} ms`, {...reload});
  }
  return {from, to, switchMs, reload};
}
