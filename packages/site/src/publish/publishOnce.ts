// One publish (docs/operations/publishing.md): the incremental build into the work folder, a
// hard-linked snapshot of it as a new release, the atomic switch of `current` to it, the order
// service's reload, and the old releases removed beyond the number kept. A failed build or
// snapshot leaves `current` as it was, removes the half release, and tells the owner (once per
// run of failures; a success after them tells the owner it is published again).
import path from 'node:path';
import {runBuild} from './buildRunner.ts';
import {takeLock} from './lock.ts';
import {createLogger, type PublishLogger} from './log.ts';
import {notifyOwner, type Notice, type NotifyTarget} from './notify.ts';
import {reloadOrderService, type OrderServiceTarget} from './reload.ts';
import {pruneReleases, removeRelease, snapshot, switchCurrent} from './releases.ts';
import {readState, recordOutcome, type PublishOutcome} from './state.ts';

/** Releases kept when `keep` is not given. */
const DEFAULT_KEEP = 5;

/** What {@link publishOnce} needs. */
export interface PublishOptions {
  /** `PUBLISH_DIR`: work folder, releases, `current`, the log. */
  publishDir: string;
  /** Releases kept (the current one and the one before it always). @default DEFAULT_KEEP */
  keep?: number;
  /** The build's environment. @default process.env */
  env?: Record<string, string | undefined>;
  /** The build command (tests pass a stand-in); default: the site build's CLI. */
  buildCommand?: readonly string[];
  /** A longer build is stopped and fails. */
  buildTimeoutMs?: number;
  /** The order service to reload after the switch; null or absent: skipped. */
  orderService?: OrderServiceTarget | null;
  /** Where failures are told; null or absent: logged only. */
  notify?: NotifyTarget | null;
  /** What started it, for the log. @default 'cli' */
  trigger?: string;
  /** The log; default: `<publishDir>/publish-log.jsonl` and stdout. */
  log?: PublishLogger;
}

/** The build's output folder under the publish folder. */
export const workDir = (publishDir: string) => path.join(publishDir, 'work');

/** Publishes once and returns what happened; never throws for a failed build or reload. */
export async function publishOnce(options: PublishOptions): Promise<PublishOutcome> {
  const {publishDir} = options;
  const log = options.log ?? createLogger(publishDir);
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const trigger = options.trigger ?? 'cli';
  const since = () => Math.round(performance.now() - started);
  let release: (() => Promise<void>) | null = null;
  try {
    release = await takeLock(publishDir);
  } catch (error) {
    const outcome = {...failed(startedAt, trigger, since(), 0), error: (error as Error).message};
    await log('publish-refused', `Not published: ${outcome.error}`, {outcome});
    return outcome;
  }
  try {
    const before = await readState(publishDir);
    await log('build-start', `Building into ${workDir(publishDir)} (${trigger})`, {trigger});
    const build = await runBuild({
      outDir: workDir(publishDir),
      env: options.env ?? process.env,
      ...(options.buildCommand ? {command: options.buildCommand} : {}),
      ...(options.buildTimeoutMs ? {timeoutMs: options.buildTimeoutMs} : {}),
    });
    if (!build.ok) {
      const outcome: PublishOutcome = {
        ...failed(startedAt, trigger, since(), build.ms),
        error: build.error ?? 'the build failed',
        tail: build.tail,
      };
      await log('build-failed', `Build failed after ${build.ms} ms: ${outcome.error}`, {
        error: outcome.error,
        tail: build.tail,
      });
      return finish(options, log, before, outcome);
    }
    // The build's last line says how many pages it rendered and kept.
    const summary = build.tail.findLast((line) => line.trim() !== '') ?? '';
    await log('build-done', `Built in ${build.ms} ms: ${summary}`, {buildMs: build.ms, summary});
    const switchStarted = performance.now();
    let releaseId: string;
    try {
      releaseId = await snapshot(workDir(publishDir), publishDir);
      try {
        await switchCurrent(publishDir, releaseId);
      } catch (error) {
        await removeRelease(publishDir, releaseId);
        throw error;
      }
    } catch (error) {
      const outcome: PublishOutcome = {
        ...failed(startedAt, trigger, since(), build.ms),
        error: `the release could not be made live: ${(error as Error).message}`,
      };
      await log('switch-failed', `Not published: ${outcome.error}`, {error: outcome.error});
      return finish(options, log, before, outcome);
    }
    const switchMs = Math.round(performance.now() - switchStarted);
    await log('switched', `Serving release ${releaseId} (snapshot and switch ${switchMs} ms)`, {
      releaseId,
      switchMs,
    });
    const reload = await reloadOrderService(options.orderService ?? null);
    if (reload.status === 'ok') {
      const products = reload.products === undefined ? '' : `, ${reload.products} products`;
      await log('reload', `Order service reloaded in ${reload.ms} ms${products}`, {...reload});
    } else if (reload.status === 'failed') {
      await log(
        'reload-failed',
        `Order service not reloaded (${reload.error}); the site is live, the service keeps its old catalogue`,
        {...reload},
      );
    } else {
      await log('reload-skipped', 'Order service reload skipped: ORDER_SERVICE_URL not set', {
        status: 'skipped',
      });
    }
    const pruned = await pruneReleases(publishDir, options.keep ?? DEFAULT_KEEP);
    if (pruned.length > 0)
      await log('pruned', `Removed old releases ${pruned.join(', ')}`, {pruned});
    const outcome: PublishOutcome = {
      ok: true,
      releaseId,
      startedAt,
      trigger,
      ms: since(),
      buildMs: build.ms,
      switchMs,
      reload: reload.status,
      ...(reload.status === 'skipped' ? {} : {reloadMs: reload.ms}),
      ...(reload.status === 'failed' ? {reloadError: reload.error} : {}),
      ...(pruned.length > 0 ? {pruned} : {}),
    };
    return finish(options, log, before, outcome);
  } finally {
    await release();
  }
}

function failed(startedAt: string, trigger: string, ms: number, buildMs: number): PublishOutcome {
  return {ok: false, releaseId: null, startedAt, trigger, ms, buildMs, switchMs: 0};
}

// Tells the owner when a run of failures starts and when it ends, records and logs the outcome.
async function finish(
  options: PublishOptions,
  log: PublishLogger,
  before: {failing: boolean; ownerTold: boolean},
  outcome: PublishOutcome,
): Promise<PublishOutcome> {
  let ownerTold = outcome.ok ? false : before.ownerTold;
  const notice: Notice | null = outcome.ok
    ? before.failing && before.ownerTold
      ? {kind: 'recovered', at: new Date()}
      : null
    : before.ownerTold
      ? null
      : {kind: 'failed', at: new Date(outcome.startedAt), reason: outcome.error ?? ''};
  if (notice !== null) {
    if (options.notify) {
      try {
        const {recipients} = await notifyOwner(options.notify, notice);
        outcome.notified = notice.kind;
        if (notice.kind === 'failed') ownerTold = true;
        await log('notified', `Owner told (${notice.kind}, ${recipients} users in Directus)`, {
          kind: notice.kind,
          recipients,
        });
      } catch (error) {
        outcome.notifyError = (error as Error).message;
        await log('notify-failed', `Owner not told (${notice.kind}): ${outcome.notifyError}`, {
          kind: notice.kind,
          error: outcome.notifyError,
        });
      }
    } else if (notice.kind === 'failed') {
      await log('notify-skipped', 'Owner not told: DIRECTUS_URL and DIRECTUS_TOKEN not set', {});
    }
  }
  await recordOutcome(options.publishDir, outcome, ownerTold);
  const summary = outcome.ok
    ? `Published ${outcome.releaseId} in ${outcome.ms} ms (build ${outcome.buildMs} ms, switch ` +
      `${outcome.switchMs} ms, ${reloadSummary(outcome)})`
    : `Publish failed after ${outcome.ms} ms; the site stays as it was`;
  await log(outcome.ok ? 'published' : 'failed', summary, {outcome});
  return outcome;
}

function reloadSummary(outcome: PublishOutcome): string {
  if (outcome.reload === 'ok') return `reload ${outcome.reloadMs ?? 0} ms`;
  if (outcome.reload === 'failed') return 'reload FAILED: the site is live, the service is not';
  return 'no reload';
}
