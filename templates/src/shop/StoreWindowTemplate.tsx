import {t} from '@schaufenster/core';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';
import {ShopTeaser} from './ShopTeaser.tsx';

/** How many products the digital store window shows. */
const STORE_WINDOW_LIMIT = 12;

/**
 * The digital store window (spec §2 table: /digitales-schaufenster, /en/store-window): a random
 * selection of the shop's products, picked anew in the browser on every visit.
 */
export const StoreWindowTemplate: PageTemplate = (data, lang, extra) => ({
  element: (
    <Page title={t(lang, 'pageTitleWindow')} lead={t(lang, 'pageWindowLead')}>
      <ShopTeaser data={data} limit={STORE_WINDOW_LIMIT} seed={extra.path} live />
      <ContactPrompt />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleWindow')},
});
