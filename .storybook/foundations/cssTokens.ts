// The `--sf-*` custom properties the kit's stylesheets define, read from the CSS sources themselves
// (Vite's raw import at build time), so the Foundations pages list what the code holds now: a new
// radius or motion token in any package's CSS appears without touching these pages.

/** A custom property defined in one of the kit's stylesheets. */
export interface CssToken {
  /** The property name, `--sf-…`. */
  name: string;
  /** Its declared value, as written. */
  value: string;
  /** The stylesheet, relative to the repository (`packages/ui/src/Hero/Hero.module.css`). */
  file: string;
}

const SOURCES = import.meta.glob<string>('../../packages/*/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const DECLARATION = /(--sf-[\w-]+)\s*:\s*([^;{}]+);/g;

function repoPath(file: string): string {
  return file.replace(/^(\.\.\/)+/, '');
}

function parse(): CssToken[] {
  const found: CssToken[] = [];
  for (const [file, css] of Object.entries(SOURCES)) {
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of text.matchAll(DECLARATION)) {
      found.push({name: match[1] ?? '', value: (match[2] ?? '').trim(), file: repoPath(file)});
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file));
}

/** Every `--sf-*` declaration in the kit's CSS, by name. */
export const CSS_TOKENS: readonly CssToken[] = parse();

/** The stylesheets with a `prefers-reduced-motion` rule, relative to the repository. */
export const REDUCED_MOTION_FILES: readonly string[] = Object.entries(SOURCES)
  .filter(([, css]) => css.includes('prefers-reduced-motion'))
  .map(([file]) => repoPath(file))
  .sort();
