import {describe, expect, it} from 'vitest';
import {COLLECTIONS} from '../content/collections.ts';
import {BranchSchema} from '../model/company.ts';
import {MenuEntrySchema} from '../model/menu.ts';
import {ProductSchema} from '../model/product.ts';
import {SiteConfigSchema} from '../model/site.ts';
import {directusFields} from './fields.ts';

describe('directusFields', () => {
  it('asks for every field plus each nested object, list of objects and file', () => {
    expect(directusFields(SiteConfigSchema)).toEqual([
      '*',
      'logo.*',
      'translations.*',
      'brand_config.*',
      'theme.*',
      'theme.config.*',
    ]);
  });

  it('follows relations through lists and junctions (products)', () => {
    const fields = directusFields(ProductSchema);
    for (const path of [
      'images.*',
      'images.directus_files_id.*',
      'manufacturer.translations.*',
      'subcategories.subcategory_id.*',
      'subcategories.subcategory_id.translations.*',
      'project.*',
      'attributes.group.translations.*',
      'attributes.display_values.translations.*',
      'variants.translations.*',
      'personalization.fields.translations.*',
      'size_guide.translations.*',
      'ratings.*',
      'translations.*',
    ]) {
      expect(fields).toContain(path);
    }
    // Plain values and lists of plain values come with `*`.
    expect(fields).not.toContain('tags.*');
    expect(fields).not.toContain('size_guide.table.*');
    expect(fields).not.toContain('price_brutto.*');
  });

  it('follows a recursive schema once per path (menu sub-links)', () => {
    const fields = directusFields(MenuEntrySchema);
    expect(fields).toContain('sub.*');
    expect(fields).toContain('sub.translations.*');
    expect(fields).toContain('groups.sub.*');
    expect(fields).not.toContain('sub.sub.sub.*');
    expect(fields.length).toBeLessThan(40);
  });

  it('opening periods of a branch come along', () => {
    expect(directusFields(BranchSchema)).toEqual([
      '*',
      'opening_periods.*',
      'opening_periods.translations.*',
    ]);
  });

  it('stays a short URL parameter for every collection', () => {
    for (const {schema} of Object.values(COLLECTIONS)) {
      expect(directusFields(schema).join(',').length).toBeLessThan(2000);
    }
  });
});
