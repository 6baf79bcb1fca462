// The Storybook sidebar a designer reads (decision 046): .storybook/main.ts gives ui's and shop's
// story files no title prefix, so each names its whole place. One without a title, or with a title
// outside the sections, would land at the sidebar's top level; this fails instead.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Sections a ui or shop story may sit in (Introduction and Pages have their own folders). */
const SECTIONS = ['Foundations', 'Components', 'Shop', 'Internal'];

/** Story files under `dir`, relative to the repository, node_modules left out. */
function storyFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...storyFiles(relative));
    else if (entry.isFile() && /\.stories\.tsx?$/.test(entry.name)) found.push(relative);
  }
  return found;
}

const STORY_FILES = [...storyFiles('packages/ui/src'), ...storyFiles('packages/shop/src')].sort();

/** The meta's `title` (a line `  title: '…',` in the default export's object), if any. */
function titleOf(file: string): string | undefined {
  return /^ {2}title: '([^']+)',$/m.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1];
}

describe('Storybook sidebar titles of ui and shop stories', () => {
  it('finds the story files', () => {
    expect(STORY_FILES.length).toBeGreaterThan(40);
  });

  it('.storybook/main.ts gives ui and shop no title prefix', () => {
    const main = readFileSync(path.join(ROOT, '.storybook/main.ts'), 'utf8');
    for (const dir of ['../packages/ui/src', '../packages/shop/src']) {
      expect(main).toContain(`{directory: '${dir}', files: `);
    }
  });

  it.each(STORY_FILES)('%s names its place in a section', (file) => {
    const title = titleOf(file);
    expect(title, 'a title in the meta').toBeDefined();
    const parts = (title ?? '').split('/');
    expect(SECTIONS).toContain(parts[0]);
    // Components and Shop group by purpose: section, group, component.
    if (parts[0] === 'Components' || parts[0] === 'Shop') expect(parts.length).toBeGreaterThan(2);
    for (const [index, part] of parts.entries()) {
      expect(part, 'capitalised').toMatch(/^[A-Z0-9]/);
      expect(part, 'repeats its parent').not.toBe(parts[index - 1]);
    }
  });
});
