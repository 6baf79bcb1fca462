// The one place content crosses into typed data (ARCHITECTURE.md: validated once, at the boundary).
import * as v from 'valibot';

/** A content record that does not match its schema; names collection, record id and field. */
export class ContentValidationError extends Error {
  /** Collection the record came from, e.g. "ecommerce_product". */
  readonly collection: string;
  /** Id of the bad record (or its list position when it has no id). */
  readonly id: string;
  /** Dot path of the first bad field, e.g. "variants.0.price_brutto"; "" for the record itself. */
  readonly field: string;
  /** What is wrong with the field, e.g. `expected number, received "abc"`. */
  readonly problem: string;

  constructor(collection: string, id: string, field: string, problem: string) {
    const where = field === '' ? 'record' : `field "${field}"`;
    super(`Invalid content in collection "${collection}", id "${id}", ${where}: ${problem}`);
    this.name = 'ContentValidationError';
    this.collection = collection;
    this.id = id;
    this.field = field;
    this.problem = problem;
  }
}

/** Parses `data` with `schema`; throws ContentValidationError naming collection, id and field. */
export function validateRecord<const S extends v.GenericSchema>(
  schema: S,
  collection: string,
  id: string | number,
  data: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new ContentValidationError(
    collection,
    String(id),
    v.getDotPath(issue) ?? '',
    describeIssue(issue),
  );
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  // valibot reports a missing key as an object issue expecting the key name.
  if (issue.type === 'object' && issue.received === 'undefined' && issue.path !== undefined) {
    return 'required field is missing';
  }
  // Type issues read best as "expected number, received "abc""; others keep valibot's message.
  if (issue.kind === 'schema' && issue.expected !== null) {
    return `expected ${issue.expected}, received ${issue.received}`;
  }
  return issue.message;
}
