// The consent manager's Matomo opt-out frame (spec §2 consentmanager: "an embedded opt-out frame
// (language de)").

/**
 * The frame's src: an http(s) opt-out URL gets `language=de` unless it names a language itself;
 * anything else (about:blank, data: URLs in stories) is used as it is.
 */
export function matomoOptOutSrc(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return url;
  if (parsed.searchParams.has('language')) return url;
  parsed.searchParams.set('language', 'de');
  return parsed.href;
}
