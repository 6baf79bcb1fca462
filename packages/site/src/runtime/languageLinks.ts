// The static language nav (templates' LanguageLinks) sits right before `<main>` outside it, so a
// swap of main must replace it too: page data carries the next page's (`languageLinksHtml`).

/** The language nav before `main`: a `<nav>` holding hreflang links; null when there is none. */
function findLanguageLinks(main: Element): Element | null {
  const previous = main.previousElementSibling;
  if (previous?.tagName !== 'NAV') return null;
  return previous.querySelector('a[hreflang]') ? previous : null;
}

/** Puts `html` (possibly empty: no other language) in place of the current language nav. */
export function replaceLanguageLinks(main: Element, html: string): void {
  const current = findLanguageLinks(main);
  const template = main.ownerDocument.createElement('template');
  template.innerHTML = html;
  const next = template.content.firstElementChild;
  if (current && next) current.replaceWith(next);
  else if (current) current.remove();
  else if (next) main.before(next);
}
