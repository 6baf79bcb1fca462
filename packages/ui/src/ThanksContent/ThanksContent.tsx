import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import styles from './ThanksContent.module.css';

/** Props of {@link ThanksContent}. */
export interface ThanksContentProps {
  /** The sender's name, handed over by the contact form. @default undefined */
  name?: string;
  /** The sender's e-mail address, handed over by the contact form. @default undefined */
  email?: string;
}

/**
 * The thanks page's content (spec §2 Page contents, Thanks page): confirms the message was
 * sent, naming the sender and their e-mail when both are known, and links back home.
 */
export function ThanksContent({name, email}: ThanksContentProps) {
  const t = useMessages();
  const senderName = name?.trim();
  const senderEmail = email?.trim();
  // Both or neither: "we will reply to {email}" reads wrong without the address.
  const text =
    senderName && senderEmail
      ? t('thanksMessageWithSender', {name: senderName, email: senderEmail})
      : t('thanksMessage');
  return (
    <div className={styles.content}>
      <h1 className={styles.heading}>{t('thanksHeading')}</h1>
      <p>{text}</p>
      <p>
        <Link to="home">{t('thanksBackHome')}</Link>
      </p>
    </div>
  );
}
