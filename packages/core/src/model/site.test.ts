import * as v from 'valibot';
import {describe, expect, it} from 'vitest';
import {SiteConfigSchema} from './site.ts';

const config = (theme: Record<string, unknown>) => ({
  seo_title: 'Juwelier',
  theme: {brand_color: '#8a6d3b', base_color: '#ffffff', ...theme},
});

describe('site config theme.heading_font (decision 049)', () => {
  it('is optional: content from before it stays valid and reads as null', () => {
    const parsed = v.parse(SiteConfigSchema, config({}));
    expect(parsed.theme.heading_font).toBeNull();
  });

  it('takes a face from the fixed list', () => {
    expect(v.parse(SiteConfigSchema, config({heading_font: 'serif'})).theme.heading_font).toBe(
      'serif',
    );
    expect(v.parse(SiteConfigSchema, config({heading_font: 'sans'})).theme.heading_font).toBe(
      'sans',
    );
  });

  it('refuses a face outside the list', () => {
    expect(v.safeParse(SiteConfigSchema, config({heading_font: 'Comic Sans'})).success).toBe(false);
  });
});
