import {newsletterActionUrl, t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The newsletter's double opt-in page (the confirmation e-mail's link, `?token=…`): confirms
 * the sign-up at the service beside `NEWSLETTER_URL` when it loads. Out of search engines and
 * the sitemap: it only makes sense with a token.
 */
export const NewsletterConfirmTemplate: PageTemplate = (_data, lang, {settings}) => ({
  element: (
    <Page title={t(lang, 'pageTitleNewsletterConfirm')}>
      <IslandSlot
        name="NewsletterConfirm"
        props={{endpoint: newsletterActionUrl(settings.newsletterUrl, 'confirm')}}
      />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleNewsletterConfirm'), noindex: true},
});
