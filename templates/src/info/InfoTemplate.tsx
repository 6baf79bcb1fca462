import {contactPhoneBook, sectionsOf, t} from '@schaufenster/core';
import {ContactPanel, OpeningHours} from '@schaufenster/ui';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page, Section} from '../common/Page.tsx';
import {PageSections} from '../sections/PageSections.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The info page (paths per decision 003): the owner's page sections (decision 030), address,
 * contact, branches and opening hours.
 */
export const InfoTemplate: PageTemplate = (data, lang, extra) => ({
  element: (
    <Page title={t(lang, 'pageTitleInfo')}>
      <PageSections
        sections={sectionsOf(data.sections, {page: 'info'})}
        data={data}
        images={extra.images}
      />
      <Section heading={t(lang, 'pageVisitUsHeading')}>
        <ContactPanel
          company={data.company}
          branches={data.branches}
          phones={contactPhoneBook(data.company, data.branches, lang)}
          headingLevel={3}
        />
        {data.branches.length === 0 && (
          <OpeningHours legacy={data.openingHours} showHeading headingLevel={3} />
        )}
      </Section>
      <ContactPrompt />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleInfo'), businessJsonLd: true},
});
