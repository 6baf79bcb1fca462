// Valid HTML: every built page of both retailers passes html-validate's "standard" preset (the HTML
// standard's content models, attributes and nesting; no style rules) with zero errors. Reads the
// files the global setup built; no browser.
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {HtmlValidate, type Message} from 'html-validate';
import {describe, expect, it} from 'vitest';
import {RETAILERS, site} from './support/sites.ts';

const validator = new HtmlValidate({extends: ['html-validate:standard']});

// The documents of a build: every .html file, not the page-data folders named like them.
async function documents(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, {recursive: true});
  return files.filter((file) => file.endsWith('.html') && !file.startsWith('page-data'));
}

function describeMessage(file: string, message: Message): string {
  return `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`;
}

describe.each(RETAILERS)('HTML of %s', (retailer) => {
  it('validates on every page with zero errors', async () => {
    const {outDir} = site(retailer);
    const files = await documents(outDir);
    expect(files.length).toBeGreaterThan(20);
    const errors: string[] = [];
    for (const file of files) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2) errors.push(describeMessage(file, message));
        }
      }
    }
    // The first 40 are enough to see a fault in a shared component.
    expect(errors.slice(0, 40)).toEqual([]);
  }, 120_000);
});
