import {TextArea, TextField} from 'react-aria-components';
import {FieldHelp, FieldLabel, joinClasses, type TextFieldBaseProps} from './FieldParts.tsx';
import {useFieldRule} from './useFieldRule.ts';
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
export function TextAreaField({
  label,
  description,
  className,
  rows = 4,
  rule,
  validate,
  ...props
}: TextAreaFieldProps) {
  const ruleValidate = useFieldRule(rule);
  return (
    <TextField
      {...props}
      validate={ruleValidate ?? validate}
      className={joinClasses(styles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <TextArea className={styles.textarea} rows={rows} />
      <FieldHelp description={description} />
    </TextField>
  );
}
