import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor} from 'storybook/test';
import {
  alternates,
  buildHeadTags,
  localizedPath,
  pickTranslation,
  type Lang,
  type SiteData,
} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {HeadTags, type HeadTagsProps} from './HeadTags.tsx';

const SITE_URL = 'https://www.juwelier-morgenstern.example';

// The home page's head data from the retailer's site config, as a template would build it.
function homeHead(site: SiteData, lang: Lang): HeadTagsProps {
  const seo = pickTranslation(site.siteConfig.translations, lang, site.project.languages);
  return {
    title: seo?.seo_title ?? site.siteConfig.seo_title,
    siteTitle: site.siteConfig.seo_title,
    description: seo?.seo_description,
    keywords: seo?.seo_keywords,
    path: localizedPath('home', lang),
    lang,
    siteUrl: site.siteConfig.site_url,
    alternates: alternates('home'),
  };
}

// The tags themselves are invisible; designers see them listed beside the story.
function TagList(props: HeadTagsProps) {
  const tags = buildHeadTags(props);
  return (
    <>
      <HeadTags {...props} />
      <table>
        <tbody>
          <tr>
            <th scope="row">title</th>
            <td>{tags.title}</td>
          </tr>
          {tags.meta.map((tag, index) => (
            <tr key={index}>
              <th scope="row">{'name' in tag ? tag.name : tag.property}</th>
              <td>{tag.content}</td>
            </tr>
          ))}
          {tags.links.map((tag, index) => (
            <tr key={`link-${index}`}>
              <th scope="row">
                {tag.rel === 'canonical' ? 'canonical' : `hreflang ${tag.hreflang}`}
              </th>
              <td>{tag.href}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const head = () => document.head;
const meta$ = (key: string) =>
  head().querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
const canonical = () => head().querySelector('link[rel="canonical"]');

const meta = {
  title: 'Internal/HeadTags',
  component: HeadTags,
  args: {
    title: 'Kontakt',
    siteTitle: 'Juwelier Morgenstern',
    description: 'Schreiben Sie uns oder rufen Sie an.',
    keywords: 'Juwelier, Kontakt, Frankfurt',
    path: '/kontakt',
    lang: 'de',
    siteUrl: SITE_URL,
  },
  render: (args) => <TagList {...args} />,
  globals: {retailer: 'juwelier-morgenstern'},
} satisfies Meta<typeof HeadTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jeweller's home page in the toolbar language: summary card, canonical, hreflang. */
export const Default: Story = {
  render: (_args, {loaded, globals}) => {
    const lang: Lang = globals.lang === 'en' || globals.lang === 'fr' ? globals.lang : 'de';
    return <TagList {...homeHead(siteOf(loaded), lang)} />;
  },
  play: async ({globals}) => {
    const home = {de: '/', en: '/en', fr: '/fr'}[String(globals.lang)] ?? '/';
    await waitFor(() => expect(document.title).toBe('Juwelier Morgenstern'));
    await expect(meta$('keywords')).toMatch(/Rolex/);
    await expect(meta$('description')).toMatch(/Rolex/);
    await expect(meta$('og:title')).toBe('Juwelier Morgenstern');
    await expect(meta$('og:type')).toBe('website');
    await expect(meta$('twitter:card')).toBe('summary');
    await expect(head().querySelector('meta[property="og:image"]')).toBeNull();
    await expect(canonical()).toHaveAttribute('href', `${SITE_URL}${home}`);
    const hreflangs = [...head().querySelectorAll('link[rel="alternate"][hreflang]')];
    await expect(hreflangs.map((link) => link.getAttribute('hreflang'))).toEqual([
      'de',
      'en',
      'fr',
      'x-default',
    ]);
  },
};

/** Any page data. */
export const Playground: Story = {};

/** With an image the Twitter card is the large-image card; relative images become absolute. */
export const WithImage: Story = {
  args: {
    title: 'Uhren',
    path: '/uhren',
    image: {url: '/images/watch.svg', alt: 'Eine Rolex Armbanduhr', width: 1200, height: 630},
  },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Uhren | Juwelier Morgenstern'));
    await expect(meta$('twitter:card')).toBe('summary_large_image');
    await expect(meta$('og:image')).toBe(`${SITE_URL}/images/watch.svg`);
    await expect(meta$('twitter:image')).toBe(`${SITE_URL}/images/watch.svg`);
    await expect(meta$('og:image:alt')).toBe('Eine Rolex Armbanduhr');
    await expect(canonical()).toHaveAttribute('href', `${SITE_URL}/uhren`);
  },
};

/** A page titled like the site shows the site title alone, not "X | X". */
export const TitleEqualsSiteTitle: Story = {
  args: {title: 'Juwelier Morgenstern', path: '/'},
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Juwelier Morgenstern'));
    await expect(meta$('og:title')).toBe('Juwelier Morgenstern');
    await expect(meta$('twitter:title')).toBe('Juwelier Morgenstern');
  },
};

/** Canonical options: here the trailing slash and query are kept, the hash dropped. */
export const CanonicalOptions: Story = {
  args: {
    title: 'Uhren',
    path: '/uhren/?seite=2#liste',
    canonical: {dropTrailingSlash: false, dropQuery: false, dropHash: true},
  },
  play: async () => {
    await waitFor(() => expect(canonical()).toHaveAttribute('href', `${SITE_URL}/uhren/?seite=2`));
    await expect(meta$('og:url')).toBe(`${SITE_URL}/uhren/?seite=2`);
    await expect(document.title).toBe('Uhren | Juwelier Morgenstern');
  },
};

/** A path on the exclude list gets no canonical link. */
export const Excluded: Story = {
  args: {title: 'Danke', path: '/danke/', canonical: {exclude: ['/danke', '/en/thanks']}},
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Danke | Juwelier Morgenstern'));
    await expect(canonical()).toBeNull();
    await expect(meta$('og:url')).toBe(`${SITE_URL}/danke`);
  },
};
