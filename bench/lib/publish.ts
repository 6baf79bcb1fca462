// What an owner waits for after one edit of a large catalogue (docs/operations/publishing.md):
// one price changed in the generated content, then one publish end to end — the incremental
// build into the publish folder's work folder, the hard-linked release and the switch of
// `current`. No order service runs in the bench, so the reload step is skipped.
import {publishOnce} from '../../packages/site/src/publish/publishOnce.ts';
import {changeOnePrice} from './rebuild.ts';

/** One publish after a price change: seconds in all and its steps in ms. */
export interface PublishRun {
  seconds: number;
  build_ms: number;
  snapshot_and_switch_ms: number;
}

/**
 * Changes one price in `contentDir` and publishes into `publishDir`, whose work folder holds the
 * previous build of the same content (so the build is incremental); throws when it failed.
 */
export async function publishOnePrice(
  contentDir: string,
  publishDir: string,
  log: (line: string) => void,
): Promise<PublishRun> {
  const changed = await changeOnePrice(contentDir);
  log(`Changing the price of product ${changed} and publishing (build, release, switch) …`);
  const outcome = await publishOnce({
    publishDir,
    env: {...process.env, CONTENT_DIR: contentDir},
    trigger: 'bench',
    log: async (_event, human) => log(`  ${human}`),
  });
  if (!outcome.ok) throw new Error(`Publishing failed: ${outcome.error ?? ''}`);
  return {
    seconds: outcome.ms / 1000,
    build_ms: outcome.buildMs,
    snapshot_and_switch_ms: outcome.switchMs,
  };
}
