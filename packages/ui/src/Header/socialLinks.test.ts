import {describe, expect, it} from 'vitest';
import {HEADER_SOCIAL_MEDIA, headerSocialLinks} from './socialLinks.ts';

const entry = (media: string, display_name: string) => ({
  media,
  display_name,
  external_path: `https://www.${media.toLowerCase()}.com/shop`,
});

describe('headerSocialLinks (spec §2 Page shell: social icons instagram, facebook)', () => {
  it('pins the media the header shows', () => {
    expect(HEADER_SOCIAL_MEDIA).toEqual(['instagram', 'facebook']);
  });

  it('keeps instagram and facebook in CMS order and drops other media', () => {
    const links = headerSocialLinks([
      entry('facebook', 'Facebook'),
      entry('pinterest', 'Pinterest'),
      entry('instagram', 'Instagram'),
    ]);
    expect(links.map((link) => [link.display_name, link.icon])).toEqual([
      ['Facebook', 'facebook'],
      ['Instagram', 'instagram'],
    ]);
    expect(links[0]?.external_path).toBe('https://www.facebook.com/shop');
  });

  it('matches media case-insensitively and ignores surrounding spaces', () => {
    expect(headerSocialLinks([entry(' Instagram ', 'IG')]).map((link) => link.icon)).toEqual([
      'instagram',
    ]);
  });

  it('gives nothing for no entries', () => {
    expect(headerSocialLinks([])).toEqual([]);
  });
});
