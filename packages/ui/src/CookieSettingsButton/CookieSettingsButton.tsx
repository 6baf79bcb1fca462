import {Button} from 'react-aria-components';
import {reopenCookieBanner} from '../consent/consentStore.ts';
import {useMessages} from '../i18n/useMessages.ts';
import styles from './CookieSettingsButton.module.css';

/** Props of {@link CookieSettingsButton}. */
export interface CookieSettingsButtonProps {
  /** Class replacing the default link-like look, e.g. to match the footer's links. @default undefined */
  className?: string;
  /** Called after the banner was reopened. @default undefined */
  onPress?: () => void;
}

/**
 * The footer's "Cookie Einstellungen" button (spec §2 Page shell, navigation widget): reopens the
 * cookie banner, which then takes focus and returns it here when saved.
 */
export function CookieSettingsButton({className, onPress}: CookieSettingsButtonProps) {
  const t = useMessages();
  return (
    <Button
      className={className ?? styles.button}
      onPress={() => {
        reopenCookieBanner();
        onPress?.();
      }}
    >
      {t('footerCookieSettings')}
    </Button>
  );
}
