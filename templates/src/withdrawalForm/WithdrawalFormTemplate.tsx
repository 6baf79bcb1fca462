import {t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * "Vertrag widerrufen" (§356a BGB, built only with the shop): the two-step withdrawal form. The
 * form posts to the order service, so it is an island; the page is kept out of search engines
 * and the sitemap, as it is only reached from the footer and the order e-mails.
 */
export const WithdrawalFormTemplate: PageTemplate = (_data, lang) => ({
  element: (
    <Page title={t(lang, 'pageTitleWithdrawalForm')}>
      <IslandSlot name="WithdrawalForm" props={{}} />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleWithdrawalForm'), noindex: true},
});
