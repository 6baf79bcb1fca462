// Many retailers in one run, as an agency builds them: the time to build every fixture retailer
// with `npm run build -- --all` (bundles once, retailers in parallel) against the sum of building
// each alone, both as clean builds with the bundle cache warm.
import path from 'node:path';
import {knownRetailers} from '../../packages/site/src/build/all/retailers.ts';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {runSiteBuild} from './builds.ts';

/** What the bench reports. */
export interface AllRetailersTiming {
  /** The retailers built. */
  retailers: string[];
  /** Wall time of the one run building all, seconds. */
  all_s: number;
  /** Sum of the single builds' wall times, seconds. */
  sum_single_s: number;
}

/** Builds the fixture retailers one by one, then all at once, into folders under `work`. */
export async function measureAllRetailers(
  work: string,
  log: (line: string) => void,
): Promise<AllRetailersTiming> {
  const retailers = knownRetailers(path.join(REPO_ROOT, 'fixtures/retailers'));
  const clean = {INCREMENTAL: '0'};
  let single = 0;
  for (const retailer of retailers) {
    log(`Building ${retailer} alone …`);
    const out = path.join(work, 'single', retailer);
    single += (await runSiteBuild({...clean, RETAILER: retailer, OUT_DIR: out}, log)).seconds;
  }
  log(`Building ${retailers.join(', ')} in one run …`);
  const all = await runSiteBuild(
    {...clean, RETAILERS: retailers.join(','), OUT_DIR: path.join(work, 'all')},
    log,
  );
  const round = (seconds: number) => Math.round(seconds * 10) / 10;
  return {retailers, all_s: round(all.seconds), sum_single_s: round(single)};
}
