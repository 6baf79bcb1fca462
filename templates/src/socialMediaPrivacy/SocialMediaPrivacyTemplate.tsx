import {t, type SocialMenuEntry} from '@schaufenster/core';
import {Link, useRichMessages} from '@schaufenster/ui';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/** The social-media privacy notice (paths per decision 003): the profiles and the privacy link. */
export const SocialMediaPrivacyTemplate: PageTemplate = (data, lang) => ({
  element: (
    <Page title={t(lang, 'pageTitleSocialMediaPrivacy')}>
      <p>{t(lang, 'pageSocialMediaPrivacyText')}</p>
      <Profiles entries={data.menus.social} />
      <PrivacyHint />
    </Page>
  ),
  head: {title: t(lang, 'pageTitleSocialMediaPrivacy')},
});

function Profiles({entries}: {entries: readonly SocialMenuEntry[]}) {
  if (entries.length === 0) return null;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.external_path}>
          <Link to={entry.external_path}>{entry.display_name}</Link>
        </li>
      ))}
    </ul>
  );
}

function PrivacyHint() {
  const rich = useRichMessages();
  return (
    <p>
      {rich('pageSocialMediaPrivacyMore', {
        privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
      })}
    </p>
  );
}
