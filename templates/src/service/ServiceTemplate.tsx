import {t} from '@schaufenster/core';
import {ContactInfo} from '@schaufenster/ui';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/** The service page (paths per decision 003): what the shop offers and how to reach it. */
export const ServiceTemplate: PageTemplate = (data, lang) => ({
  element: (
    <Page title={t(lang, 'pageTitleService')} lead={<p>{t(lang, 'pageServiceText')}</p>}>
      <ContactInfo company={data.company} showFax={false} />
      <ContactPrompt />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleService')},
});
