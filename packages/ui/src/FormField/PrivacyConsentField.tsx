import type {FieldRule, MessageKey} from '@schaufenster/core';
import {useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {CheckboxField, type CheckboxFieldProps} from './CheckboxField.tsx';

/** Props of {@link PrivacyConsentField}: a checkbox's props without its label and checks. */
export interface PrivacyConsentFieldProps extends Omit<
  CheckboxFieldProps,
  'children' | 'hasInteractiveLabel' | 'isRequired' | 'validate'
> {
  /** The agreement sentence: a catalogue message with a `<privacyLink>` tag. */
  agreement: MessageKey;
  /** The check of the ticked state: core's `mustAccept(key)` with the form's error. */
  rule: FieldRule<boolean>;
}

/**
 * The required agreement to the privacy statement (spec §5 Contact form), with the sentence's
 * link to the privacy page beside the box. Submitting unticked shows the rule's error as the
 * checkbox's description.
 */
export function PrivacyConsentField({
  agreement,
  name = 'privacy_accepted',
  ...props
}: PrivacyConsentFieldProps) {
  const rich = useRichMessages();
  return (
    <CheckboxField {...props} name={name} hasInteractiveLabel isRequired>
      {rich(agreement, {privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>})}
    </CheckboxField>
  );
}
