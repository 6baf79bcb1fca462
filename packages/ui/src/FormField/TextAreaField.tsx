import {
  TextArea,
  TextAreaContext,
  useSlottedContext,
  type TextAreaProps,
} from 'react-aria-components';
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
      <TypelessTextArea className={styles.textarea} rows={rows} />
    </TextFieldFrame>
  );
}

/**
 * RAC's TextArea without the `type` attribute. RAC's TextField hands its control
 * `type="text"` until it has seen a `<textarea>` element, which is after the first render: the
 * prerendered markup carried `<textarea type="text">`, which the W3C checker rejects.
 */
function TypelessTextArea(props: TextAreaProps) {
  const context = useSlottedContext(TextAreaContext) ?? {};
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const {type, ...rest} = context as typeof context & {type?: string};
  return (
    <TextAreaContext.Provider value={rest}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  );
}
