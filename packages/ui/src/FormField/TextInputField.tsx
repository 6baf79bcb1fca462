import {Input, TextField} from 'react-aria-components';
import {FieldHelp, FieldLabel, joinClasses, type TextFieldBaseProps} from './FieldParts.tsx';
import {useFieldRule} from './useFieldRule.ts';
import styles from './FormField.module.css';

/** Props of {@link TextInputField}: RAC TextField props plus label, description and class. */
export type TextInputFieldProps = TextFieldBaseProps;

/**
 * A one-line text field on RAC's TextField: label, input, description and the validation error
 * (from `validate` or native constraints), styled like every form of the site.
 */
export function TextInputField({
  label,
  description,
  className,
  rule,
  validate,
  ...props
}: TextInputFieldProps) {
  const ruleValidate = useFieldRule(rule);
  return (
    <TextField
      {...props}
      validate={ruleValidate ?? validate}
      className={joinClasses(styles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} />
      <FieldHelp description={description} />
    </TextField>
  );
}
