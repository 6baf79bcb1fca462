import {NativeActionButton, useMessages} from '@schaufenster/ui';
import styles from './CheckoutForm.module.css';

/** Props of {@link StepActions}. */
export interface StepActionsProps {
  /** Called by the back button; without it there is none. @default undefined */
  onBack?: () => void;
  /** The submit button's label. @default t('checkoutNext') */
  submitLabel?: string;
  /** Whether the submit button is shown. @default true */
  hasSubmit?: boolean;
  /** Whether the back button is disabled, e.g. while the order is placed. @default false */
  isBackDisabled?: boolean;
  /** Whether the submit button is disabled, e.g. while the order is incomplete. @default false */
  isSubmitDisabled?: boolean;
}

/** The buttons under a step: back (a plain button) and the form's submit button. */
export function StepActions({
  onBack,
  submitLabel,
  hasSubmit = true,
  isBackDisabled = false,
  isSubmitDisabled = false,
}: StepActionsProps) {
  const t = useMessages();
  return (
    <div className={styles.actions}>
      {onBack && (
        <NativeActionButton variant="secondary" onPress={onBack} isDisabled={isBackDisabled}>
          {t('checkoutBack')}
        </NativeActionButton>
      )}
      {hasSubmit && (
        <NativeActionButton type="submit" isDisabled={isSubmitDisabled}>
          {submitLabel ?? t('checkoutNext')}
        </NativeActionButton>
      )}
    </div>
  );
}
