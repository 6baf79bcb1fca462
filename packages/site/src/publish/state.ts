// What the publish server remembers between publishes and restarts, in
// `<PUBLISH_DIR>/publish-state.json`: the last outcomes (for `GET /status` and `status`) and
// whether the last publish failed, so the owner is told once per run of failures and told again
// when a publish succeeds after them.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {writeWhole} from '../build/cacheFiles.ts';

/** Outcomes kept. */
const KEEP_OUTCOMES = 20;

/** What one publish did. */
export interface PublishOutcome {
  ok: boolean;
  /** The release made and switched to; null when the publish failed. */
  releaseId: string | null;
  /** When it started (ISO). */
  startedAt: string;
  /** Why it ran: `webhook`, `cli`, … */
  trigger: string;
  /** The whole publish, ms. */
  ms: number;
  /** The build, ms. */
  buildMs: number;
  /** Snapshot of the work folder and the switch of `current`, ms (0 when the build failed). */
  switchMs: number;
  /** The order service's reload, ms (absent when skipped or not reached). */
  reloadMs?: number;
  /** `ok`, `failed` (the publish still counts: the site is live) or `skipped` (not configured). */
  reload?: 'ok' | 'failed' | 'skipped';
  /** Why the reload failed. */
  reloadError?: string;
  /** Why the publish failed. */
  error?: string;
  /** The build's last lines, when it failed. */
  tail?: string[];
  /** The owner's notice this publish sent: `failed` or `recovered`. */
  notified?: 'failed' | 'recovered';
  /** Why the notice could not be sent. */
  notifyError?: string;
  /** Releases removed after it (beyond `PUBLISH_KEEP`). */
  pruned?: string[];
}

/** The remembered state. */
export interface PublishState {
  /** True while publishes fail (set by a failure, cleared by a success). */
  failing: boolean;
  /** The owner was told of this run of failures (so is told once, and told when it ends). */
  ownerTold: boolean;
  /** Newest last. */
  outcomes: PublishOutcome[];
}

const stateFile = (publishDir: string) => path.join(publishDir, 'publish-state.json');

/** The state of `publishDir`; a fresh one when there is none or it is unreadable. */
export async function readState(publishDir: string): Promise<PublishState> {
  try {
    const state = JSON.parse(
      await readFile(stateFile(publishDir), 'utf8'),
    ) as Partial<PublishState>;
    return {
      failing: state.failing === true,
      ownerTold: state.ownerTold === true,
      outcomes: Array.isArray(state.outcomes) ? state.outcomes : [],
    };
  } catch {
    return {failing: false, ownerTold: false, outcomes: []};
  }
}

/** Adds `outcome` to the state of `publishDir`, with whether the owner knows of a failure. */
export async function recordOutcome(
  publishDir: string,
  outcome: PublishOutcome,
  ownerTold: boolean,
): Promise<PublishState> {
  const previous = await readState(publishDir);
  const state = {
    failing: !outcome.ok,
    ownerTold,
    outcomes: [...previous.outcomes, outcome].slice(-KEEP_OUTCOMES),
  };
  await writeWhole(stateFile(publishDir), `${JSON.stringify(state, null, 2)}\n`);
  return state;
}
