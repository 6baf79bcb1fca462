import {Button} from 'react-aria-components';
import {useMessages} from '@schaufenster/ui';
import styles from './CheckoutForm.module.css';

/** Props of {@link StepActions}. */
export interface StepActionsProps {
  /** Called by the back button; without it there is none. @default undefined */
  onBack?: () => void;
  /** The submit button's label. @default t('checkoutNext') */
  submitLabel?: string;
  /** Whether the submit button is shown. @default true */
  hasSubmit?: boolean;
}

/** The buttons under a step: back (a plain button) and the form's submit button. */
export function StepActions({onBack, submitLabel, hasSubmit = true}: StepActionsProps) {
  const t = useMessages();
  return (
    <div className={styles.actions}>
      {onBack && (
        <Button className={styles.secondary} onPress={onBack}>
          {t('checkoutBack')}
        </Button>
      )}
      {hasSubmit && (
        <Button className={styles.primary} type="submit">
          {submitLabel ?? t('checkoutNext')}
        </Button>
      )}
    </div>
  );
}
