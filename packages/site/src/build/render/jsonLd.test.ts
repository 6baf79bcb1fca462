import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BRANCH_SORT_MISSING,
  type Brand,
  type OpeningPeriod,
  type SiteData,
} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {REPO_ROOT} from '../options.ts';
import {businessJsonLd, businessType, openingHoursSpecification} from './jsonLd.ts';

const period = (
  day: OpeningPeriod['day'],
  open: string | null,
  close: string | null,
): OpeningPeriod => ({
  day,
  time_open: open,
  time_close: close,
  sort: 0,
  free_text: null,
  translations: [],
});

describe('openingHoursSpecification', () => {
  it('maps day codes to weekdays and cuts seconds (spec §3, §4)', () => {
    expect(
      openingHoursSpecification([
        period(4, '10:00:00', '18:30:00'),
        period(10, '10:00:00', '16:00:00'),
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '18:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '10:00',
        closes: '16:00',
      },
    ]);
  });

  it('skips info lines, dates, free-text days and days without both times', () => {
    expect(
      openingHoursSpecification([
        period(0, '10:00', '12:00'),
        period(15, '10:00', '12:00'),
        period('nach Vereinbarung', '10:00', '12:00'),
        period(11, null, null),
      ]),
    ).toEqual([]);
  });
});

describe('businessType', () => {
  const site = (types: string[]) =>
    ({
      brands: types.map((type, id) => ({id, type, category_page: null}) as unknown as Brand),
    }) as SiteData;

  it('reads the trade from the brands, or takes the override', () => {
    expect(businessType(site(['watches', 'jewelry']), null)).toBe('JewelryStore');
    expect(businessType(site(['optics', 'optics', 'watches']), null)).toBe('Optician');
    expect(businessType(site([]), null)).toBe('Store');
    expect(businessType(site(['optics']), 'Store')).toBe('Store');
  });
});

describe('businessJsonLd: the head office (decision 027)', () => {
  it("takes the head office's hours, not those of a branch without sort listed first", async () => {
    const jeweller = await createFixtureSource(
      path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern'),
    ).load();
    const [main] = jeweller.branches;
    if (!main) throw new Error('the jeweller has branches');
    // A workshop without sort at another address, open on Sundays only.
    const workshop = {
      ...main,
      id: 7,
      display_name: 'Werkstatt',
      street: 'Hinterhof 1',
      sort: BRANCH_SORT_MISSING,
      opening_periods: [period(11, '10:00:00', '12:00:00')],
    };
    const site: SiteData = {...jeweller, branches: [workshop, ...jeweller.branches]};
    const input = {lang: 'de' as const, siteUrl: null, homePath: '/', logo: null, type: null};
    const data = businessJsonLd(site, input) as {openingHoursSpecification: unknown};
    const own = businessJsonLd(jeweller, input) as {openingHoursSpecification: unknown};
    expect(data.openingHoursSpecification).toEqual(own.openingHoursSpecification);
    expect(JSON.stringify(data)).not.toContain('Sunday');
  });
});
