import {ActionButton} from '@schaufenster/ui';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** What goes to the clipboard, e.g. the IBAN without spaces. */
  text: string;
  /** The button's label, naming what it copies (from the catalogue). */
  children: string;
  /** Called after the copy with whether the clipboard took the text. */
  onCopied: (copied: boolean) => void;
}

/** Writes `text` to the clipboard; false where the browser has no clipboard API or refuses it. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    // Missing on plain http and in old browsers; the text stays selectable there.
    if (!globalThis.navigator?.clipboard) return false;
    await globalThis.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A secondary button that copies one value for the shopper's banking app (decision 009i
 * "Prepayment": on a phone, copy and paste beats retyping an IBAN). The outcome is announced by
 * the caller's status region.
 */
export function CopyButton({text, children, onCopied}: CopyButtonProps) {
  return (
    <ActionButton variant="secondary" onPress={() => void writeClipboard(text).then(onCopied)}>
      {children}
    </ActionButton>
  );
}
