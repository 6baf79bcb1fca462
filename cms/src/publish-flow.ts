// The Flow that puts an edit live: on every create, update and delete in a collection the site is
// built from, it calls the publish server (packages/site/src/publish/, docs/operations/publishing.md),
// which coalesces the calls, rebuilds and switches the served site. The Flow only knocks: it sends
// what changed for the log, and the server decides what to rebuild. Asynchronous ("action"), so
// the owner's save never waits for a build, and a publish server that is down costs the save
// nothing (its failure stays in the Flow's log).
//
// It is the fifth Flow: Directus 12 without a licence runs at most 5 active ones (seed-flows.ts).
// Set up on every start when missing, so a data folder seeded before it existed gets it too.
import {MODEL} from './model.ts';
import {OWNER_MODEL} from './model-owner.ts';
import type {Rest} from './rest.ts';
import {createFlow} from './seed-flows.ts';

/** The Flow's name, by which a start finds it. */
export const PUBLISH_FLOW_NAME = 'Website veröffentlichen';

/**
 * Collections whose records the site shows: the model without the back office's own records
 * (orders and the inbox change no page), plus the files, whose replacement changes images.
 */
export function publishedCollections(): string[] {
  const backOffice = new Set(OWNER_MODEL.map((def) => def.name));
  return [
    ...MODEL.map((def) => def.name).filter((name) => !backOffice.has(name)),
    'directus_files',
  ];
}

/** Creates the publish Flow unless one of its name exists; returns whether it created it. */
export async function ensurePublishFlow(rest: Rest): Promise<boolean> {
  const found = await rest.request<unknown[]>(
    'GET',
    `/flows?filter[name][_eq]=${encodeURIComponent(PUBLISH_FLOW_NAME)}&fields=id`,
  );
  if (found.length > 0) return false;
  await createFlow(rest, {
    name: PUBLISH_FLOW_NAME,
    icon: 'published_with_changes',
    description: 'Jede Änderung geht nach wenigen Sekunden auf die Website',
    trigger: 'event',
    options: {
      type: 'action',
      scope: ['items.create', 'items.update', 'items.delete'],
      collections: publishedCollections(),
    },
    // Without a publish server (`npm run cms` alone) the Flow ends quietly instead of logging a
    // failed call for every edit.
    operation: {
      key: 'configured',
      name: 'Veröffentlichung eingerichtet?',
      type: 'condition',
      options: {filter: {$env: {PUBLISH_WEBHOOK_URL: {_nnull: true}}}},
      resolve: {
        key: 'publish',
        name: 'Veröffentlichen anstoßen',
        type: 'request',
        options: {
          method: 'POST',
          url: '{{$env.PUBLISH_WEBHOOK_URL}}',
          headers: [
            {header: 'Authorization', value: 'Bearer {{$env.PUBLISH_SECRET}}'},
            {header: 'Content-Type', value: 'application/json'},
          ],
          body: JSON.stringify({
            collection: '{{$trigger.collection}}',
            event: '{{$trigger.event}}',
          }),
        },
      },
    },
  });
  return true;
}
