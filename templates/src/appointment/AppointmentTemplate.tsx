import {contactPhoneBook, headOffice, t} from '@schaufenster/core';
import {ContactInfo, OpeningHours} from '@schaufenster/ui';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * Appointment booking /terminvereinbarung (spec §2; built only with the calendar-booking
 * feature). No booking service is specified, so it offers phone, e-mail and the contact form.
 */
export const AppointmentTemplate: PageTemplate = (data, lang) => ({
  element: (
    <Page title={t(lang, 'pageTitleAppointment')} lead={<p>{t(lang, 'pageAppointmentText')}</p>}>
      <ContactInfo
        company={data.company}
        phones={contactPhoneBook(data.company, [], lang)}
        showFax={false}
      />
      <OpeningHours
        periods={headOffice(data)?.opening_periods}
        legacy={data.openingHours}
        showHeading
        headingLevel={2}
      />
      <ContactPrompt />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleAppointment')},
});
