import {useId, useState, type KeyboardEvent} from 'react';
import styles from './CountStepper.module.css';

/** Props of {@link CountStepper}. */
export interface CountStepperProps {
  /** The committed count. */
  value: number;
  /** The smallest count. */
  min: number;
  /** The largest count. */
  max: number;
  /**
   * The field's accessible name; leave it out where a visible `<label htmlFor={id}>` names the
   * field. @default undefined
   */
  label?: string;
  /** The input's id, for a visible label outside. @default a generated id */
  id?: string;
  /** Id of a description of the field (e.g. its largest count). @default undefined */
  describedBy?: string;
  /** Disables the field and both buttons. @default false */
  disabled?: boolean;
  /** The minus button's accessible name. */
  decreaseLabel: string;
  /** The plus button's accessible name. */
  increaseLabel: string;
  /** Called with a new count, always whole and within min and max. */
  onChange: (count: number) => void;
}

/** The whole number typed, or null for an empty or partial entry. */
function parseCount(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * A whole-number field with − and + buttons, without react-aria's NumberField (decisions 045,
 * 053; the cart's and the item page's count):
 * arrow up/down and page up/down step by one, Home and End go to min and max, typed digits commit
 * on Enter or blur (an empty or partial entry falls back to the committed count), values are
 * clamped, the buttons are disabled at the limits and stay out of the tab order (the field has the
 * keyboard), as NumberField did.
 */
export function CountStepper({
  value,
  min,
  max,
  label,
  id,
  describedBy,
  disabled = false,
  decreaseLabel,
  increaseLabel,
  onChange,
}: CountStepperProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  // What the shopper is typing; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const current = (draft === null ? null : parseCount(draft)) ?? value;

  const commit = (next: number) => {
    setDraft(null);
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  };
  const commitDraft = () => {
    if (draft !== null) commit(parseCount(draft) ?? value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target: Record<string, number> = {
      ArrowUp: current + 1,
      PageUp: current + 1,
      ArrowDown: current - 1,
      PageDown: current - 1,
      Home: min,
      End: max,
    };
    if (event.key === 'Enter') commitDraft();
    else if (event.key in target && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      commit(target[event.key] ?? value);
    }
  };

  return (
    <div className={styles.stepper}>
      <StepButton
        kind="minus"
        label={decreaseLabel}
        controls={inputId}
        disabled={disabled || value <= min}
        onPress={() => commit(current - 1)}
      />
      <input
        id={inputId}
        className={styles.countInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        value={draft ?? String(value)}
        // Only digits, as NumberField refused other characters.
        onChange={(event) => {
          if (/^\d*$/.test(event.target.value)) setDraft(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={commitDraft}
      />
      <StepButton
        kind="plus"
        label={increaseLabel}
        controls={inputId}
        disabled={disabled || value >= max}
        onPress={() => commit(current + 1)}
      />
    </div>
  );
}

interface StepButtonProps {
  kind: 'minus' | 'plus';
  label: string;
  controls: string;
  disabled: boolean;
  onPress: () => void;
}

// Pressing a step keeps focus where it is (mousedown does not move it), as NumberField did.
function StepButton({kind, label, controls, disabled, onPress}: StepButtonProps) {
  return (
    <button
      type="button"
      className={styles.step}
      tabIndex={-1}
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {/* Drawn here: the kit's icon set has neither minus nor plus. */}
      <svg className={styles.stepIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={kind === 'plus' ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
      </svg>
    </button>
  );
}
