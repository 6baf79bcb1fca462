import {describe, expect, it} from 'vitest';
import {alternates} from '../routes/paths.ts';
import {
  absoluteUrl,
  buildHeadTags,
  canonicalPath,
  DEFAULT_CANONICAL_OPTIONS,
  isExcluded,
  pageTitle,
  type HeadTagsInput,
} from './headTags.ts';

const SITE_URL = 'https://www.juwelier-morgenstern.example';
const DESCRIPTION =
  'Uhren, Schmuck und Trauringe in Frankfurt am Main – offizieller Rolex Fachhändler seit 1962.';
const KEYWORDS = 'Juwelier, Uhren, Schmuck, Trauringe, Rolex, Frankfurt';

const home: HeadTagsInput = {
  title: 'Juwelier Morgenstern',
  siteTitle: 'Juwelier Morgenstern',
  description: DESCRIPTION,
  keywords: KEYWORDS,
  path: '/',
  lang: 'de',
  siteUrl: SITE_URL,
};

describe('pageTitle', () => {
  it('uses the template "{title} | {site title}"', () => {
    expect(pageTitle('Kontakt', 'Juwelier Morgenstern')).toBe('Kontakt | Juwelier Morgenstern');
  });

  it('shows the bare site title when the title equals it or is empty', () => {
    expect(pageTitle('Juwelier Morgenstern', 'Juwelier Morgenstern')).toBe('Juwelier Morgenstern');
    expect(pageTitle(' Juwelier Morgenstern ', 'Juwelier Morgenstern')).toBe(
      'Juwelier Morgenstern',
    );
    expect(pageTitle('', 'Juwelier Morgenstern')).toBe('Juwelier Morgenstern');
  });

  it('shows the title alone without a site title', () => {
    expect(pageTitle('Kontakt', '')).toBe('Kontakt');
  });
});

describe('canonicalPath', () => {
  const keepAll = {...DEFAULT_CANONICAL_OPTIONS, dropTrailingSlash: false, dropQuery: false};
  it('drops trailing slash, query and hash by default, keeping the root', () => {
    expect(canonicalPath('/kontakt/?utm=x#karte', DEFAULT_CANONICAL_OPTIONS)).toBe('/kontakt');
    expect(canonicalPath('/en/', DEFAULT_CANONICAL_OPTIONS)).toBe('/en');
    expect(canonicalPath('/', DEFAULT_CANONICAL_OPTIONS)).toBe('/');
    expect(canonicalPath('/?page=2', DEFAULT_CANONICAL_OPTIONS)).toBe('/');
  });

  it('keeps each part whose option is off', () => {
    expect(canonicalPath('/kontakt/?utm=x#karte', keepAll)).toBe('/kontakt/?utm=x');
    expect(canonicalPath('/kontakt/?utm=x#karte', {...keepAll, dropHash: false})).toBe(
      '/kontakt/?utm=x#karte',
    );
    expect(canonicalPath('/kontakt/?utm=x', {...keepAll, dropTrailingSlash: true})).toBe(
      '/kontakt?utm=x',
    );
  });
});

describe('absoluteUrl and isExcluded', () => {
  it('joins site URL and path with one slash, leaving absolute URLs alone', () => {
    expect(absoluteUrl('https://a.example/', '/kontakt')).toBe('https://a.example/kontakt');
    expect(absoluteUrl('https://a.example', 'img/x.jpg')).toBe('https://a.example/img/x.jpg');
    expect(absoluteUrl('https://a.example', 'https://cdn.example/x.jpg')).toBe(
      'https://cdn.example/x.jpg',
    );
  });

  it('matches exclude entries without trailing slash, query and hash', () => {
    expect(isExcluded('/danke/?x=1', ['/danke'])).toBe(true);
    expect(isExcluded('/danke', ['/danke/'])).toBe(true);
    expect(isExcluded('/en/thanks', ['/danke'])).toBe(false);
    expect(isExcluded('/danke-schoen', ['/danke'])).toBe(false);
  });
});

describe('buildHeadTags', () => {
  it('builds the whole tag set of the jeweller home page without image', () => {
    expect(buildHeadTags(home)).toEqual({
      title: 'Juwelier Morgenstern',
      lang: 'de',
      meta: [
        {name: 'description', content: DESCRIPTION},
        {name: 'keywords', content: KEYWORDS},
        {property: 'og:title', content: 'Juwelier Morgenstern'},
        {property: 'og:description', content: DESCRIPTION},
        {property: 'og:type', content: 'website'},
        {property: 'og:url', content: 'https://www.juwelier-morgenstern.example/'},
        {property: 'og:site_name', content: 'Juwelier Morgenstern'},
        {property: 'og:locale', content: 'de_DE'},
        {name: 'twitter:card', content: 'summary'},
        {name: 'twitter:title', content: 'Juwelier Morgenstern'},
        {name: 'twitter:description', content: DESCRIPTION},
      ],
      links: [{rel: 'canonical', href: 'https://www.juwelier-morgenstern.example/'}],
    });
  });

  it('builds a page with image, alternates and the title template', () => {
    const tags = buildHeadTags({
      ...home,
      title: 'Contact',
      description: 'Write to us',
      keywords: '',
      lang: 'en',
      path: '/en/contact/?ref=mail#form',
      image: {url: '/images/watch.svg', alt: 'A Rolex watch', width: 1200, height: 630},
      alternates: alternates('contact'),
    });
    expect(tags).toEqual({
      title: 'Contact | Juwelier Morgenstern',
      lang: 'en',
      meta: [
        {name: 'description', content: 'Write to us'},
        {property: 'og:title', content: 'Contact | Juwelier Morgenstern'},
        {property: 'og:description', content: 'Write to us'},
        {property: 'og:type', content: 'website'},
        {property: 'og:url', content: 'https://www.juwelier-morgenstern.example/en/contact'},
        {property: 'og:site_name', content: 'Juwelier Morgenstern'},
        {property: 'og:locale', content: 'en_GB'},
        {property: 'og:locale:alternate', content: 'de_DE'},
        {property: 'og:locale:alternate', content: 'fr_FR'},
        {
          property: 'og:image',
          content: 'https://www.juwelier-morgenstern.example/images/watch.svg',
        },
        {property: 'og:image:width', content: '1200'},
        {property: 'og:image:height', content: '630'},
        {property: 'og:image:alt', content: 'A Rolex watch'},
        {name: 'twitter:card', content: 'summary_large_image'},
        {name: 'twitter:title', content: 'Contact | Juwelier Morgenstern'},
        {name: 'twitter:description', content: 'Write to us'},
        {
          name: 'twitter:image',
          content: 'https://www.juwelier-morgenstern.example/images/watch.svg',
        },
        {name: 'twitter:image:alt', content: 'A Rolex watch'},
      ],
      links: [
        {rel: 'canonical', href: 'https://www.juwelier-morgenstern.example/en/contact'},
        {
          rel: 'alternate',
          hreflang: 'de',
          href: 'https://www.juwelier-morgenstern.example/kontakt',
        },
        {
          rel: 'alternate',
          hreflang: 'en',
          href: 'https://www.juwelier-morgenstern.example/en/contact',
        },
        {
          rel: 'alternate',
          hreflang: 'fr',
          href: 'https://www.juwelier-morgenstern.example/fr/contact',
        },
        {
          rel: 'alternate',
          hreflang: 'x-default',
          href: 'https://www.juwelier-morgenstern.example/kontakt',
        },
      ],
    });
  });

  it('applies the canonical options to the canonical link, og:url and alternates', () => {
    const tags = buildHeadTags({
      ...home,
      path: '/uhren/?page=2#liste',
      canonical: {dropTrailingSlash: false, dropQuery: false},
      alternates: alternates('home'),
    });
    expect(tags.links).toEqual([
      {rel: 'canonical', href: 'https://www.juwelier-morgenstern.example/uhren/?page=2'},
      {rel: 'alternate', hreflang: 'de', href: 'https://www.juwelier-morgenstern.example/'},
      {rel: 'alternate', hreflang: 'en', href: 'https://www.juwelier-morgenstern.example/en/'},
      {rel: 'alternate', hreflang: 'fr', href: 'https://www.juwelier-morgenstern.example/fr/'},
      {rel: 'alternate', hreflang: 'x-default', href: 'https://www.juwelier-morgenstern.example/'},
    ]);
    expect(tags.meta).toContainEqual({
      property: 'og:url',
      content: 'https://www.juwelier-morgenstern.example/uhren/?page=2',
    });
  });

  it('emits no canonical link for an excluded path, but keeps og:url', () => {
    const tags = buildHeadTags({
      ...home,
      title: 'Danke',
      path: '/danke/',
      canonical: {exclude: ['/danke']},
    });
    expect(tags.links).toEqual([]);
    expect(tags.title).toBe('Danke | Juwelier Morgenstern');
    expect(tags.meta).toContainEqual({
      property: 'og:url',
      content: 'https://www.juwelier-morgenstern.example/danke',
    });
  });

  it('leaves out absolute URLs without a site URL and empty texts', () => {
    const tags = buildHeadTags({
      ...home,
      siteUrl: null,
      description: '  ',
      keywords: null,
      image: {url: '/images/ring.svg'},
      alternates: alternates('contact'),
    });
    expect(tags.links).toEqual([]);
    expect(tags.meta).toEqual([
      {property: 'og:title', content: 'Juwelier Morgenstern'},
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: 'Juwelier Morgenstern'},
      {property: 'og:locale', content: 'de_DE'},
      {property: 'og:locale:alternate', content: 'en_GB'},
      {property: 'og:locale:alternate', content: 'fr_FR'},
      {property: 'og:image', content: '/images/ring.svg'},
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:title', content: 'Juwelier Morgenstern'},
      {name: 'twitter:image', content: '/images/ring.svg'},
    ]);
  });

  it('treats a blank image URL as no image (summary card)', () => {
    const tags = buildHeadTags({...home, image: {url: ' '}});
    expect(tags.meta).toContainEqual({name: 'twitter:card', content: 'summary'});
    expect(tags.meta.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('passes og:type through', () => {
    expect(buildHeadTags({...home, type: 'product'}).meta).toContainEqual({
      property: 'og:type',
      content: 'product',
    });
  });
});
