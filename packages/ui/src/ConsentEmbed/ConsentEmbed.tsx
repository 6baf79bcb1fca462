import {useId} from 'react';
import {Button} from 'react-aria-components';
import {giveConsent} from '../consent/consentStore.ts';
import {useConsentGiven} from '../consent/useConsents.ts';
import {useHydrated} from '../consent/useHydrated.ts';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {EMBED_PROVIDERS, embedSrc, type EmbedTarget} from './embedSource.ts';
import {useReloadWhenBlocked} from './useReloadWhenBlocked.ts';
import styles from './ConsentEmbed.module.css';

/** Props of {@link ConsentEmbed}: what to show (a YouTube video or a Google map). */
export type ConsentEmbedProps = EmbedTarget;

/**
 * A two-click embed (decision 025; spec §3 Consent, §6 revoking): until the visitor has stored
 * the provider's consent it shows a placeholder naming the provider and where loading sends data,
 * a "load content" button and a link to the privacy page, and requests nothing from the provider.
 * The button stores that consent in int-consents through the consent store; the frame follows the
 * store, so revoking in the consent manager brings the placeholder back. The prerendered HTML is
 * always the placeholder (`data-sf-embed` tells the build which frame hosts the page's CSP needs);
 * a page reached client-side from one whose CSP lacks those hosts reloads when the frame is
 * blocked (useReloadWhenBlocked).
 */
export function ConsentEmbed(props: ConsentEmbedProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const noticeId = useId();
  const {consentId, frameOrigins} = EMBED_PROVIDERS[props.provider];
  const given = useConsentGiven(consentId);
  const hydrated = useHydrated();
  useReloadWhenBlocked(hydrated && given, frameOrigins);
  const provider =
    props.provider === 'youtube'
      ? t('consentEmbedProviderYoutube')
      : t('consentEmbedProviderGoogleMaps');
  const title =
    props.provider === 'youtube'
      ? t('consentEmbedVideoTitle', {title: props.title})
      : t('consentEmbedMapTitle', {address: props.address});
  return (
    <div className={styles.embed} data-sf-embed={props.provider}>
      {hydrated && given ? (
        <iframe className={styles.frame} src={embedSrc(props)} title={title} loading="lazy" />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.provider}>{provider}</p>
          <p id={noticeId} className={styles.notice}>
            {t('consentEmbedNotice', {provider})}
          </p>
          <Button
            className={styles.load}
            aria-describedby={noticeId}
            onPress={() => giveConsent(consentId)}
          >
            {t('consentEmbedLoad')}
          </Button>
          <p className={styles.privacy}>
            {rich('consentEmbedPrivacy', {
              privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
            })}
          </p>
        </div>
      )}
    </div>
  );
}
