// Every path the service answers lies under one of core's SERVICE_PATH_PREFIXES, the list `npm
// start`'s proxy and the generated nginx and Caddy configs pass on: a route outside them would
// answer here and be a 404 on the site's origin.
import {describe, expect, it} from 'vitest';
import {SERVICE_PATH_PREFIXES} from '@schaufenster/core';
import {GET_ROUTES, ROUTES} from './router.ts';

describe('the service routes', () => {
  it.each([
    ['POST', ROUTES],
    ['GET', GET_ROUTES],
  ] as const)('%s routes lie under the proxied prefixes', (_method, routes) => {
    const paths = [...routes.keys()];
    expect(paths.length).toBeGreaterThan(0);
    const outside = paths.filter(
      (path) =>
        !SERVICE_PATH_PREFIXES.some(
          (prefix) => path.startsWith(prefix) && path.length > prefix.length,
        ),
    );
    expect(outside).toEqual([]);
  });
});
