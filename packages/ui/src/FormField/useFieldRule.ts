import type {FieldRule} from '@schaufenster/core';
import {useMessages} from '../i18n/useMessages.ts';

/**
 * A core field rule as a RAC `validate` function: the rule's message key in the page language,
 * or null when valid. Without a rule, undefined (no check beyond native constraints).
 */
export function useFieldRule<T>(
  rule: FieldRule<T> | undefined,
): ((value: T) => string | null) | undefined {
  const t = useMessages();
  if (rule === undefined) return undefined;
  return (value) => {
    const key = rule(value);
    return key === null ? null : t(key);
  };
}
