import {Link, useMessages} from '@schaufenster/ui';

/** A short "talk to us" paragraph with a link to the contact page. */
export function ContactPrompt() {
  const t = useMessages();
  return (
    <p>
      {t('pageAdviceText')} <Link to="contact">{t('pageContactLink')}</Link>
    </p>
  );
}
