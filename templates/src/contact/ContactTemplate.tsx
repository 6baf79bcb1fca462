import {contactPhoneBook, headOffice, t} from '@schaufenster/core';
import {BranchList} from '@schaufenster/ui';
import {Page, Section} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The contact page (spec §2 Page contents): ContactContent with ContactInfo and the form, posting
 * to the endpoint from build configuration, one island (it holds the form); the hours under the
 * map heading are the head office's (core `headOffice`, decision 027). Below it every branch with
 * address, map link, phone and hours: plain HTML, no JavaScript.
 */
export const ContactTemplate: PageTemplate = (data, lang, extra) => {
  const office = headOffice(data);
  // Formatted here, while prerendering, so the island's code needs no libphonenumber-js (decision 031).
  const phones = contactPhoneBook(data.company, data.branches, lang);
  return {
    element: (
      <Page>
        <IslandSlot
          name="Contact"
          props={{
            endpoint: extra.settings.contactFormUrl,
            company: data.company,
            branches: office ? [office] : [],
            phones,
          }}
        />
        {data.branches.length > 0 && (
          <Section>
            <BranchList branches={data.branches} phones={phones} headingLevel={2} />
          </Section>
        )}
      </Page>
    ),
    head: {title: t(lang, 'contactPageHeading'), businessJsonLd: true},
  };
};
