import {describe, expect, it} from 'vitest';
import {ContentValidationError, validateRecord} from './validate.ts';
import {PageSectionSchema, sectionsOf, type PageSection} from './section.ts';

const IMAGE = {id: 'f1', filename_download: 'hero.jpg'};

function parse(record: Record<string, unknown>): PageSection {
  return validateRecord(PageSectionSchema, 'page_section', String(record.id ?? '?'), record);
}

function problemOf(record: Record<string, unknown>): {field: string; problem: string} {
  try {
    parse(record);
  } catch (error) {
    if (error instanceof ContentValidationError) return error;
    throw error;
  }
  throw new Error('expected the record to be refused');
}

describe('PageSectionSchema', () => {
  it('fills the defaults a stock CMS leaves out', () => {
    const section = parse({id: 1, page: 'home', kind: 'rich_text'});
    expect(section).toMatchObject({
      status: 'published',
      sort: 0,
      image_position: 'start',
      product_limit: 4,
      brand: null,
      image: null,
      video: null,
      translations: [],
    });
  });

  it('stores a pasted YouTube link as its video id', () => {
    const section = parse({
      id: 2,
      page: 'watches',
      kind: 'video',
      video: 'https://youtu.be/Xk3mQ9pL2aB',
    });
    expect(section.video).toBe('Xk3mQ9pL2aB');
  });

  it('names the field each kind needs', () => {
    expect(problemOf({id: 3, page: 'home', kind: 'image'}).field).toBe('image');
    expect(problemOf({id: 4, page: 'home', kind: 'image_text'}).field).toBe('image');
    expect(problemOf({id: 5, page: 'home', kind: 'video'}).field).toBe('video');
    expect(problemOf({id: 6, page: 'home', kind: 'video', video: 'https://vimeo.com/1'})).toEqual(
      expect.objectContaining({field: 'video', problem: 'expected a YouTube video id or link'}),
    );
    expect(problemOf({id: 7, page: 'brand', kind: 'rich_text'}).field).toBe('brand');
  });

  it('refuses pages without sections, unknown kinds and absurd teaser sizes', () => {
    expect(problemOf({id: 8, page: 'checkout', kind: 'rich_text'}).field).toBe('page');
    expect(problemOf({id: 9, page: 'home', kind: 'carousel'}).field).toBe('kind');
    expect(problemOf({id: 10, page: 'home', kind: 'product_teaser', product_limit: 0}).field).toBe(
      'product_limit',
    );
    expect(
      problemOf({id: 11, page: 'home', kind: 'product_teaser', product_limit: 1e9}).field,
    ).toBe('product_limit');
  });

  it('accepts every kind with what it needs', () => {
    const needs: Record<string, Record<string, unknown>> = {
      image: {image: IMAGE},
      image_text: {image: IMAGE},
      video: {video: 'Xk3mQ9pL2aB'},
    };
    for (const kind of [
      'rich_text',
      'image',
      'image_text',
      'hero',
      'brand_grid',
      'product_teaser',
      'contact_cta',
      'opening_hours',
      'video',
      'map',
    ]) {
      expect(parse({id: kind, page: 'for_kids', kind, ...needs[kind]}).kind).toBe(kind);
    }
  });
});

describe('sectionsOf', () => {
  const sections = [
    parse({id: 1, page: 'home', kind: 'rich_text'}),
    parse({id: 2, page: 'home', kind: 'rich_text', status: 'draft'}),
    parse({id: 3, page: 'brand', brand: 4, kind: 'rich_text'}),
    parse({id: 4, page: 'brand', brand: '5', kind: 'rich_text'}),
    parse({id: 5, page: 'watches', kind: 'rich_text', status: 'archived'}),
  ];
  const ids = (list: PageSection[]) => list.map((section) => section.id);

  it("picks a page's published sections in order", () => {
    expect(ids(sectionsOf(sections, {page: 'home'}))).toEqual([1]);
    expect(ids(sectionsOf(sections, {page: 'watches'}))).toEqual([]);
  });

  it("picks a brand page's by the brand's id, number or string", () => {
    expect(ids(sectionsOf(sections, {brand: '4'}))).toEqual([3]);
    expect(ids(sectionsOf(sections, {brand: 5}))).toEqual([4]);
    expect(ids(sectionsOf(sections, {page: 'brand'}))).toEqual([3, 4]);
  });
});
