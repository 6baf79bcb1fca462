// Bridges a valibot schema to the storage validator signature (ARCHITECTURE: valibot validates).
import * as v from 'valibot';
import type {Validate} from './safeStorage.ts';

/** A storage validator from a valibot schema: the schema's output when valid, undefined otherwise. */
export function validateWith<TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
): Validate<TOutput> {
  return (raw) => {
    const result = v.safeParse(schema, raw);
    return result.success ? result.output : undefined;
  };
}
