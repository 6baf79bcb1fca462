import {Input} from 'react-aria-components';
import {TextFieldFrame, type TextFieldBaseProps} from './FieldParts.tsx';
import styles from './FormField.module.css';

/** Props of {@link TextInputField}: RAC TextField props plus label, description and class. */
export type TextInputFieldProps = TextFieldBaseProps;

/**
 * A one-line text field on RAC's TextField: label, input, description and the validation error
 * (from `rule`, `validate` or native constraints), styled like every form of the site.
 */
export function TextInputField(props: TextInputFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input className={styles.input} />
    </TextFieldFrame>
  );
}
