// Checks generated content with the validators the build uses (core's collection source, decision
// 029) before anything is written: a generated retailer must load without a skipped record, a
// warning or a language fallback, and every image it references must be among its files.
import {createCollectionSource, reportWarnings, type CollectionName} from '@schaufenster/core';
import type {GeneratedRetailer} from './content.ts';

/** Throws when the content would not load cleanly; the message lists what is wrong. */
export async function validateGenerated(name: string, retailer: GeneratedRetailer): Promise<void> {
  const source = createCollectionSource(name, (collection: CollectionName) =>
    // A copy through JSON: exactly what the files will hold, and the loader may not touch ours.
    Promise.resolve(JSON.parse(JSON.stringify(retailer.collections[collection])) as unknown),
  );
  const {report} = await source.loadWithReport();
  const problems = [
    ...reportWarnings(report),
    ...report.fallbacks.map(
      (fallback) =>
        `Fallback in "${fallback.collection}", id "${fallback.id}": ${JSON.stringify(fallback)}`,
    ),
    ...missingImages(retailer),
  ];
  if (problems.length > 0) {
    throw new Error(`Generated content does not validate:\n  ${problems.join('\n  ')}`);
  }
}

function missingImages(retailer: GeneratedRetailer): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string' && typeof record.filename_download === 'string') {
        names.add(record.filename_download.trim().toLowerCase());
      } else Object.values(record).forEach(walk);
    }
  };
  walk(retailer.collections);
  return [...names]
    .filter((file) => !retailer.images.has(file))
    .map((file) => `Image ${file} is referenced but not generated`);
}
