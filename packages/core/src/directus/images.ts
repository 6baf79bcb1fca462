// Which files a site shows: every image reference in its content, so a build from Directus can
// fetch them as assets (spec §3: image files are looked up by lower-cased, trimmed file name).
import type {SiteData} from '../content/site-data.ts';
import type {Image} from '../model/common.ts';

function isImage(value: object): value is Image {
  return (
    'id' in value &&
    'filename_download' in value &&
    typeof value.id === 'string' &&
    typeof value.filename_download === 'string'
  );
}

/**
 * Every image referenced in `site`, once per lower-cased, trimmed file name (the first wins, as
 * when copying a fixture folder), in content order.
 */
export function collectImages(site: SiteData): Image[] {
  const byName = new Map<string, Image>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (isImage(value)) {
      const key = value.filename_download.trim().toLowerCase();
      if (!byName.has(key)) byName.set(key, value);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(site);
  return [...byName.values()];
}
