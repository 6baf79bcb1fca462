// The shape of int-consents in local storage (spec §4 Cookie banner, §9 Storage keys), validated
// on every read (ARCHITECTURE "Browser state": a corrupt entry is dropped, never a crash).
import * as v from 'valibot';
import {validateWith, type Validate} from '@schaufenster/core';
import type {StoredChoices} from './consentReducer.ts';

// valibot's record() also takes an array (`[true]` reads as `{0: true}`, `[]` as a choice of
// nothing, which hid the banner for good): only an object is a record of choices (decision 016).
const ChoicesSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'expected an object of choices',
  ),
  v.record(v.pipe(v.string(), v.nonEmpty()), v.boolean()),
);

/** What we write: the choice per function_id; safe storage adds the save time. */
const StoredConsentsSchema = v.pipe(
  v.object({
    consents: ChoicesSchema,
    timestamp: v.optional(v.number()),
  }),
  v.transform((value): StoredChoices => value.consents),
);

// An earlier site stored the consent list itself; its visitors keep their choice.
const LegacyConsentListSchema = v.pipe(
  v.array(
    v.looseObject({function_id: v.pipe(v.string(), v.nonEmpty()), consentGiven: v.boolean()}),
  ),
  v.minLength(1),
  v.transform((list): StoredChoices =>
    Object.fromEntries(list.map((entry) => [entry.function_id, entry.consentGiven])),
  ),
);

/** Validates what int-consents holds: our `{consents}` object, or a legacy consent list. */
export const validateStoredConsents: Validate<StoredChoices> = validateWith(
  v.union([StoredConsentsSchema, LegacyConsentListSchema]),
);

/** The value written under int-consents for a stored choice. */
export function storedConsentsValue(choices: StoredChoices): {consents: StoredChoices} {
  return {consents: choices};
}
