import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {ContentReport} from '@schaufenster/core';
import {describe, expect, it} from 'vitest';
import {contentReportFile, formatContentReport, writeContentReport} from './contentReport.ts';

const REPORT: ContentReport = {
  read: {project: 1, brand: 3},
  skipped: [{collection: 'brand', id: '2', field: 'slug', problem: 'expected lower-case slug'}],
  warnings: [{collection: 'brand', id: '1', field: 'translations.2.language', problem: 'x'}],
  fallbacks: [
    {collection: 'brand', id: '1', field: 'translations', language: 'en', from: 'de', text: null},
    {
      collection: 'brand',
      id: '3',
      field: 'translations',
      language: 'en',
      from: 'de',
      text: 'title',
    },
    {collection: 'brand', id: '3', field: 'translations', language: 'fr', from: 'de', text: null},
  ],
};

describe('content report (decision 029)', () => {
  it('lives beside the output folder, not in it', () => {
    expect(contentReportFile('/srv/site/dist')).toBe('/srv/site/dist-content-report.json');
    expect(contentReportFile('/srv/site/dist', '/tmp/r.json')).toBe('/tmp/r.json');
  });

  it('prints records read per collection, skipped records with reason and fallbacks per language', () => {
    expect(formatContentReport(REPORT)).toBe(
      [
        'Content: read project 1, brand 3',
        'Content: 1 record(s) skipped, 1 ignored, fallbacks en 2, fr 1',
        '  skipped brand 2 (slug): expected lower-case slug',
      ].join('\n'),
    );
  });

  it('writes the report as JSON with the counts per language, making its folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-report-'));
    try {
      const file = path.join(dir, 'not-yet', 'report.json');
      await writeContentReport(file, REPORT);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
        ...REPORT,
        fallbacksPerLanguage: {en: 2, fr: 1},
        danglingLinks: [],
      });
      // Once the pages are written the link check adds what it found (links/checkLinks.ts).
      const dangling = [{href: '/x', problem: 'no page /x', source: null, pages: ['/']}];
      await writeContentReport(file, REPORT, dangling);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({danglingLinks: dangling});
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
