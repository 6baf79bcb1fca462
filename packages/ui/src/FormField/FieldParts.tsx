import type {ReactNode} from 'react';
import type {FieldRule} from '@schaufenster/core';
import {
  FieldError,
  Label,
  Text,
  TextField,
  type FieldErrorProps,
  type LabelProps,
  type TextFieldProps,
} from 'react-aria-components';
import {joinClasses} from './joinClasses.ts';
import {useFieldRule} from './useFieldRule.ts';
import styles from './FormField.module.css';

/** Props shared by {@link TextInputField} and {@link TextAreaField}: RAC's TextField props. */
export interface TextFieldBaseProps extends Omit<TextFieldProps, 'className' | 'children'> {
  /** The visible label (from the message catalogue). */
  label: ReactNode;
  /** Help text under the field, read as its description. @default undefined */
  description?: ReactNode;
  /** Extra class for the field's wrapper, e.g. its place in a row. @default undefined */
  className?: string;
  /** A core field rule, checked like `validate` with its error in the page language. @default undefined */
  rule?: FieldRule<string>;
}

/** Props of {@link FieldLabel}: RAC Label props without a class. */
export type FieldLabelProps = Omit<LabelProps, 'className'>;

/** The bold field label, for any RAC field (TextField, RadioGroup, Select, NumberField). */
export function FieldLabel(props: FieldLabelProps) {
  return <Label {...props} className={styles.label} />;
}

/** Props of {@link FieldErrorText}: RAC FieldError props without a class. */
export type FieldErrorTextProps = Omit<FieldErrorProps, 'className'>;

/**
 * A field's validation error, for any RAC field: rendered only while the field is invalid and
 * tied to it through aria-describedby; marked by weight and "!" as well as its place.
 */
export function FieldErrorText(props: FieldErrorTextProps) {
  return <FieldError {...props} className={styles.error} />;
}

/** Props of {@link FieldHelp}. */
interface FieldHelpProps {
  /** Help text; nothing is rendered without it. @default undefined */
  description?: ReactNode;
}

/**
 * Description and validation error under a field. RAC ties both to the field through
 * aria-describedby, so a screen reader reads the error with the field (spec §8 messages).
 */
function FieldHelp({description}: FieldHelpProps) {
  return (
    <>
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText />
    </>
  );
}

/** Props of {@link TextFieldFrame}: a text field's props and its input. */
export interface TextFieldFrameProps extends TextFieldBaseProps {
  /** The input or text area. */
  children: ReactNode;
}

/**
 * RAC's TextField with label, help and error around `children`, and `rule` turned into
 * `validate`: the frame {@link TextInputField} and {@link TextAreaField} share.
 */
export function TextFieldFrame({
  label,
  description,
  className,
  rule,
  validate,
  children,
  ...props
}: TextFieldFrameProps) {
  const ruleValidate = useFieldRule(rule);
  return (
    <TextField
      {...props}
      validate={ruleValidate ?? validate}
      className={joinClasses(styles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      {children}
      <FieldHelp description={description} />
    </TextField>
  );
}
