// One colour of the theme playground (decision 043): a native colour picker and a text field that
// takes exactly what a site config's colour may hold (checkColorInput, core's ColorSchema).
// Manager code: esbuild compiles it with the classic JSX transform, so React must be in scope.
/** @jsxRuntime classic */
import * as React from 'react';
import {styled} from 'storybook/theming';
import {checkColorInput} from '@schaufenster/core/color-input';

/** Props of {@link ColorField}. */
export interface ColorFieldProps {
  /** The field's label, e.g. "Brand colour". */
  label: string;
  /** The colour stories wear now, `#rrggbb`. */
  color: string;
  /** Applies a valid colour, `#rrggbb`. */
  onApply: (color: string) => void;
  /** True while the story pins its own colours: the field cannot change them. */
  isDisabled?: boolean;
}

// Text typed over `over` (the colour shown when typing began); a colour set elsewhere (reset, URL,
// picker) replaces it.
interface Draft {
  text: string;
  over: string;
  error?: string;
}

/**
 * A valid text applies as it is typed; an invalid one is kept in the field, not applied, and its
 * error shows once the field is left or Enter is pressed.
 */
export function ColorField({label, color, onApply, isDisabled = false}: ColorFieldProps) {
  const id = React.useId();
  const [draft, setDraft] = React.useState<Draft | undefined>(undefined);
  const current = draft?.over === color ? draft : undefined;

  const type = (text: string) => {
    const checked = checkColorInput(text);
    if (checked.ok) {
      onApply(checked.color);
      setDraft({text, over: checked.color});
    } else {
      setDraft({text, over: color});
    }
  };
  const commit = () => {
    if (!current) return;
    const checked = checkColorInput(current.text);
    setDraft(checked.ok ? undefined : {...current, error: checked.error});
  };

  return (
    <Field>
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <Row>
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={color}
          disabled={isDisabled}
          onChange={(event) => {
            setDraft(undefined);
            onApply(event.target.value);
          }}
        />
        <TextInput
          id={`${id}-text`}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={current?.text ?? color}
          disabled={isDisabled}
          aria-invalid={current?.error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </Row>
      <Hint id={`${id}-hint`}>#rgb, #rrggbb, rgb() or hsl(), opaque</Hint>
      <Error id={`${id}-error`} aria-live="polite">
        {current?.error ? `Not applied: ${current.error}` : ''}
      </Error>
    </Field>
  );
}

const Field = styled.div({display: 'grid', gap: 4});

const Label = styled.label(({theme}) => ({fontWeight: theme.typography.weight.bold}));

const Row = styled.div({display: 'flex', gap: 8, alignItems: 'center'});

const TextInput = styled.input(({theme}) => ({
  font: 'inherit',
  padding: '4px 8px',
  minWidth: 0,
  width: '18ch',
  color: theme.color.defaultText,
  background: theme.input.background,
  border: `1px solid ${theme.input.border}`,
  borderRadius: theme.input.borderRadius,
  '&[aria-invalid]': {borderColor: theme.color.negative},
  '&:focus-visible': {outline: `2px solid ${theme.color.secondary}`, outlineOffset: 1},
}));

const Hint = styled.span(({theme}) => ({
  color: theme.textMutedColor,
  fontSize: theme.typography.size.s1,
}));

// Always rendered (a live region must exist before its text changes), empty while the text is valid.
const Error = styled.span(({theme}) => ({
  color: theme.color.negativeText,
  fontSize: theme.typography.size.s1,
}));
