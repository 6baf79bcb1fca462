import {newsletterActionUrl, t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The newsletter's unsubscribe page (the e-mails' link leads here through the service,
 * `?token=…`): one button unsubscribes at the service beside `NEWSLETTER_URL`. Out of search
 * engines and the sitemap: it only makes sense with a token.
 */
export const NewsletterUnsubscribeTemplate: PageTemplate = (_data, lang, {settings}) => ({
  element: (
    <Page title={t(lang, 'pageTitleNewsletterUnsubscribe')}>
      <IslandSlot
        name="NewsletterUnsubscribe"
        props={{endpoint: newsletterActionUrl(settings.newsletterUrl, 'unsubscribe')}}
      />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleNewsletterUnsubscribe'), noindex: true},
});
