import {t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The contact page (spec §2 Page contents): ContactContent with ContactInfo and the form, posting
 * to the endpoint from build configuration. The whole content is one island (it holds the form).
 */
export const ContactTemplate: PageTemplate = (data, lang, extra) => ({
  element: (
    <Page>
      <IslandSlot
        name="Contact"
        props={{
          endpoint: extra.settings.contactFormUrl,
          company: data.company,
          branches: data.branches.slice(0, 1),
        }}
      />
    </Page>
  ),
  head: {title: t(lang, 'contactPageHeading'), businessJsonLd: true},
});
