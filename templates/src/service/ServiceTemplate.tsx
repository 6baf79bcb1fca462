import {contactPhoneBook, sectionsOf, t} from '@schaufenster/core';
import {ContactInfo} from '@schaufenster/ui';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page} from '../common/Page.tsx';
import {hasSectionOf, PageSections} from '../sections/PageSections.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The service page (paths per decision 003): what the shop offers, the owner's page sections
 * (decision 030) and how to reach it.
 */
export const ServiceTemplate: PageTemplate = (data, lang, extra) => {
  const sections = sectionsOf(data.sections, {page: 'service'});
  return {
    element: (
      <Page title={t(lang, 'pageTitleService')} lead={<p>{t(lang, 'pageServiceText')}</p>}>
        <PageSections sections={sections} data={data} images={extra.images} />
        <ContactInfo
          company={data.company}
          phones={contactPhoneBook(data.company, [], lang)}
          showFax={false}
        />
        {!hasSectionOf(sections, 'contact_cta') && <ContactPrompt />}
      </Page>
    ),
    head: {title: t(lang, 'pageTitleService')},
  };
};
