import {describe, expect, it} from 'vitest';
import {assignFileIds, collectImages, derivedFileId} from '../src/seed-files.ts';

const watch = (title: string) => ({
  id: 'c968379f-9258-cb26-0b0b-0a06abc2ff6a',
  filename_download: 'watch.svg',
  title,
  width: 800,
  height: 800,
});

describe('assignFileIds', () => {
  it('keeps the fixture id for the first use and derives one per other title', () => {
    const a = watch('Tudor Black Bay 58');
    const b = watch('Tudor Ranger');
    const c = watch('Tudor Black Bay 58');
    const files = assignFileIds(collectImages({products: [{images: [a]}, {images: [b]}, {x: c}]}));
    expect(files.map((file) => [file.id, file.title, file.references.length])).toEqual([
      ['c968379f-9258-cb26-0b0b-0a06abc2ff6a', 'Tudor Black Bay 58', 2],
      [files[1]?.id, 'Tudor Ranger', 1],
    ]);
    expect(files[1]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(files[1]?.id).not.toBe(files[0]?.id);
    expect(files[1]?.references[0]).toBe(b);
  });

  it('derives the same id on every run', () => {
    expect(derivedFileId('x', 'y')).toBe(derivedFileId('x', 'y'));
    expect(derivedFileId('x', 'y')).not.toBe(derivedFileId('x', 'z'));
  });
});

describe('collectImages', () => {
  it('finds objects with a string id and file name, nowhere else', () => {
    const logo = {id: 'l', filename_download: 'logo.svg'};
    expect(collectImages({logo, brand: {id: 3, filename_download: 'no'}, list: [[logo]]})).toEqual([
      logo,
      logo,
    ]);
  });
});
