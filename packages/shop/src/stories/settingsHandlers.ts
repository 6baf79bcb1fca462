// Story-only msw handlers for the settings read (never exported from the package index). The
// fixtures' `shopDataFailures` is not exported from '@schaufenster/fixtures/handlers', so these
// mirror it for `ecommerce_settings` alone.
import {delay, http, HttpResponse, type RequestHandler} from 'msw';
import {rawRetailers} from '@schaufenster/fixtures';

const SETTINGS_READ = '*/items/ecommerce_settings';

/** The jeweller's settings record with some fields changed, e.g. `{maintenance_mode: true}`. */
export function settingsWith(patch: Record<string, unknown>): RequestHandler[] {
  const records = rawRetailers['juwelier-morgenstern'].ecommerce_settings as Record<
    string,
    unknown
  >[];
  return [
    http.get(SETTINGS_READ, () =>
      HttpResponse.json({data: records.map((r) => ({...r, ...patch}))}),
    ),
  ];
}

/** The settings read in its states other than success (spec §4 Settings load, §8). */
export const settingsFailures = {
  pending: [
    http.get(SETTINGS_READ, async () => {
      await delay('infinite');
      return HttpResponse.json({data: []});
    }),
  ],
  serverError: [http.get(SETTINGS_READ, () => HttpResponse.json({errors: []}, {status: 500}))],
  empty: [http.get(SETTINGS_READ, () => HttpResponse.json({data: []}))],
} satisfies Record<string, RequestHandler[]>;
