// What analytics may see of an address (no personal data in URLs, decision 012d): scheme, host and
// path. The query and the fragment are left out, with no allow-list: they may carry what a visitor
// typed or what a link put there (an e-mail address, a name), and a static page is the same page
// whatever its query. Used for Matomo's custom URL, referrer and load-duration event.

/** `href` as `origin + pathname`; '' for anything that is not an http(s) URL. */
export function trackedUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  // `origin` has no user name or password.
  return `${url.origin}${url.pathname}`;
}
