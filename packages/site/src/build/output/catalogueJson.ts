// shop-catalogue.json (decision 008): the static shop API's data, 9.5 MB for the 3,000-product
// catalogue. Serialising it anew took 0.1 s of each rebuild; the content cache already holds each
// unchanged record's JSON as it was written (decision 063).
import type {StaticCatalogue} from '@schaufenster/core';

/** A record's JSON as `JSON.stringify` gives it, when known; undefined otherwise. */
export type RecordJson = (record: object) => string | undefined;

/**
 * `JSON.stringify(catalogue)`, byte for byte, with each product's and rating's JSON taken from
 * `recordJson` where it knows it.
 */
export function catalogueJson(
  catalogue: StaticCatalogue,
  recordJson: RecordJson = () => undefined,
): string {
  const list = (records: readonly object[]) =>
    `[${records.map((record) => recordJson(record) ?? JSON.stringify(record)).join(',')}]`;
  const {project, settings, products, ratings, attributes} = catalogue;
  // JSON.stringify leaves out an undefined field.
  const name = project === undefined ? '' : `"project":${JSON.stringify(project)},`;
  return (
    `{${name}"settings":${JSON.stringify(settings)},"products":${list(products)},` +
    `"ratings":${list(ratings)},"attributes":${JSON.stringify(attributes)}}`
  );
}
