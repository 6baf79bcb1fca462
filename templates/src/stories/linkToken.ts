// Story-only: the newsletter pages read `?token=` from the page's URL, as the e-mails' links carry
// it. A story puts one into the iframe's URL before it renders and takes it out afterwards.

/** A story `beforeEach` adding `token` to the URL's query string; its cleanup restores the URL. */
export function withLinkToken(token: string): () => () => void {
  return () => {
    const before = window.location.href;
    const url = new URL(before);
    url.searchParams.set('token', token);
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', before);
  };
}
