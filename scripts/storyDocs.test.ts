// Every designer-facing story file has its docs page (decision 047): a sibling `<Name>.mdx`
// attached with `<Meta of={…}>`, with a status badge and tag and the sections a designer reads. A
// new component's stories without one fail here.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Story files with no docs page of their own, relative to the repository, each with its reason.
 * They keep Storybook's automatic docs page (autodocs, from their JSDoc).
 */
const EXCLUDED: Record<string, string> = {
  // Plumbing under "Internal/…": providers and mount points the pages need, not for design.
  'packages/ui/src/Head/HeadTags.stories.tsx': 'internal: head tags, nothing visible',
  'packages/ui/src/ShopMountPoints/ShopMountPoints.stories.tsx': 'internal: island mount points',
  'packages/ui/src/site/SiteContext.stories.tsx': 'internal: site context provider',
  'packages/ui/src/i18n/LanguageShowcase.stories.tsx': 'internal: message catalogue check',
  'packages/ui/src/theme/Typeface.stories.tsx': 'internal: loaded font faces check',
  'packages/shop/src/ShopProvider/ShopProvider.stories.tsx': 'internal: shop context provider',
  // More stories of a component whose docs page is its main story file's (named beside it).
  'packages/shop/src/CheckoutPage/CheckoutOrders.stories.tsx': 'CheckoutPage.mdx',
  'packages/shop/src/CheckoutPage/CheckoutPayments.stories.tsx': 'CheckoutPage.mdx',
  'packages/shop/src/CheckoutPage/CheckoutShopStates.stories.tsx': 'CheckoutPage.mdx',
  'packages/shop/src/ItemPage/ItemPageSettings.stories.tsx': 'ItemPage.mdx',
  'packages/shop/src/ItemPage/ItemPageShopStates.stories.tsx': 'ItemPage.mdx',
};

/** Story files under `dir`, relative to the repository, node_modules left out. */
function storyFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...storyFiles(relative));
    else if (entry.isFile() && entry.name.endsWith('.stories.tsx')) found.push(relative);
  }
  return found;
}

const STORY_FILES = [...storyFiles('packages'), ...storyFiles('templates/src')].sort();
const DOCUMENTED = STORY_FILES.filter((file) => !(file in EXCLUDED));

describe('docs pages of story files', () => {
  it('finds the story files', () => {
    expect(DOCUMENTED.length).toBeGreaterThan(40);
  });

  it('excludes only story files that exist', () => {
    expect(Object.keys(EXCLUDED).filter((file) => !STORY_FILES.includes(file))).toEqual([]);
  });

  it.each(DOCUMENTED)('%s has a docs page', (file) => {
    const base = path.basename(file, '.stories.tsx');
    const mdx = path.join(ROOT, path.dirname(file), `${base}.mdx`);
    expect(existsSync(mdx), `${base}.mdx beside ${file}`).toBe(true);
    const text = readFileSync(mdx, 'utf8');
    const stories = text.match(/import \* as (\w+) from '\.\/([\w.]+)\.stories';/);
    expect(stories?.[2], 'imports its sibling stories').toBe(base);
    expect(text).toContain(`<Meta of={${stories?.[1] ?? ''}}`);
    const tag = text.match(/tags=\{\['(stable|beta)'\]\}/)?.[1];
    expect(tag, 'a status tag on Meta').toBeDefined();
    expect(text, 'a status badge matching the tag').toContain(`<StatusBadge status="${tag}" />`);
    for (const section of ['## When to use', '## Do and don’t', '## Accessibility']) {
      expect(text).toContain(section);
    }
  });
});
