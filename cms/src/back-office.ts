// The owner's back office in Directus: everything a schema snapshot cannot hold, created once
// through the API (docs/operations/directus.md): roles, policies and users (seed-access.ts), the
// Flows that call the order service (seed-flows.ts) and the publish server (publish-flow.ts) and the owner's list views (seed-presets.ts).
import {OWNER_ROLE_ID} from './back-office-ids.ts';
import {ensurePublishFlow} from './publish-flow.ts';
import type {Rest} from './rest.ts';
import {seedAccess, type BackOfficeLogin} from './seed-access.ts';
import {seedFlows} from './seed-flows.ts';
import {seedPresets} from './seed-presets.ts';

export type {BackOfficeLogin} from './seed-access.ts';

/** Whether the back office is already set up (its owner role exists). */
async function hasBackOffice(rest: Rest): Promise<boolean> {
  const roles = await rest.request<unknown[]>(
    'GET',
    `/roles?filter[id][_eq]=${OWNER_ROLE_ID}&fields=id`,
  );
  return roles.length > 0;
}

/**
 * Sets up the back office in the Directus behind `rest` (admin token) unless it is there already,
 * also in a data folder seeded before it existed; returns whether it created it.
 */
export async function seedBackOffice(
  rest: Rest,
  login: BackOfficeLogin,
  log: (message: string) => void = () => {},
): Promise<boolean> {
  // The publish Flow came later than the rest: a folder seeded before it gets it now.
  if (await ensurePublishFlow(rest)) log('publish Flow set up');
  if (await hasBackOffice(rest)) return false;
  const owner = await seedAccess(rest, login);
  await seedFlows(rest, [owner]);
  await seedPresets(rest);
  log('back office set up: roles, policies, users, Flows, bookmarks');
  return true;
}
