import {headOffice, t, type LegalBlockId} from '@schaufenster/core';
import {LegalBlocks, LegalNoticeSidebar} from '@schaufenster/ui';
import {legalOverview} from '../common/legalOverview.ts';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/** The imprint's legal blocks, in reading order; data protection is on the privacy page. */
const IMPRINT_BLOCKS = [
  'additional_top_info',
  'legal_authority',
  'insurance',
  'image_sources',
  'rolex',
  'additional_bottom_info',
] as const satisfies readonly LegalBlockId[];

/** The imprint (spec §2 Page contents): legal notice sidebar and legal blocks. */
export const ImprintTemplate: PageTemplate = (data, lang) => ({
  element: (
    <Page title={t(lang, 'pageTitleImprint')} layout="sidebar">
      <div>
        <LegalBlocks blockIds={IMPRINT_BLOCKS} legal={data.legal} company={data.company} />
      </div>
      <LegalNoticeSidebar
        company={data.company}
        periods={headOffice(data)?.opening_periods}
        legacyOpeningHours={data.openingHours}
        overview={legalOverview(data, lang)}
      />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleImprint'), businessJsonLd: true},
});
