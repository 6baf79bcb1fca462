import {TextArea} from 'react-aria-components';
import {TextFieldFrame, type TextFieldBaseProps} from './FieldParts.tsx';
import styles from './FormField.module.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends TextFieldBaseProps {
  /** Visible lines of the text area. @default 4 */
  rows?: number;
}

/**
 * A multi-line text field on RAC's TextField: label, text area (vertically resizable),
 * description and the validation error, styled like every form of the site.
 */
export function TextAreaField({rows = 4, ...props}: TextAreaFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <TextArea className={styles.textarea} rows={rows} />
    </TextFieldFrame>
  );
}
