// What an owner pastes into a video section: a bare YouTube id or any of YouTube's own links.

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** YouTube's hosts (lower case, without `www.`/`m.`), and where each keeps the id. */
const PATH_HOSTS = new Set(['youtu.be']);
const WATCH_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'music.youtube.com']);

/**
 * The video id of a bare id or a YouTube link (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`,
 * `/live/`, no-cookie host); null for anything else, so a section cannot point a frame elsewhere.
 */
export function youtubeVideoId(input: string): string | null {
  const value = input.trim();
  if (VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (PATH_HOSTS.has(host)) candidate = segments[0];
  else if (WATCH_HOSTS.has(host)) {
    candidate =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}
