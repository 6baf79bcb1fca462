import {t} from '@schaufenster/core';
import {ContactPanel, OpeningHours} from '@schaufenster/ui';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page, Section} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/** The info page (paths per decision 003): address, contact, branches and opening hours. */
export const InfoTemplate: PageTemplate = (data, lang) => ({
  element: (
    <Page title={t(lang, 'pageTitleInfo')}>
      <Section heading={t(lang, 'pageVisitUsHeading')}>
        <ContactPanel company={data.company} branches={data.branches} headingLevel={3} />
        {data.branches.length === 0 && (
          <OpeningHours legacy={data.openingHours} showHeading headingLevel={3} />
        )}
      </Section>
      <ContactPrompt />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleInfo'), businessJsonLd: true},
});
