// Test support (node only): the chunks a built page's scripts import statically, read from the
// chunks' text (build.test.ts checks the start lists of decision 062 against it).

/** Reads a file of the output folder by its path relative to it. */
type ReadOutput = (file: string) => Promise<string>;

/** `/assets/…` URLs a chunk imports statically: `import{…}from"./x.js"` or `import"./x.js"`. */
async function importsOf(read: ReadOutput, url: string): Promise<string[]> {
  const text = await read(url.slice(1));
  return [...text.matchAll(/import(?:\{[^}]*\}from)?"\.\/([^"]+\.js)"/g)].map(
    (match) => `/assets/${match[1] ?? ''}`,
  );
}

/** `urls` (site-relative chunk URLs) with everything they import statically, transitively. */
export async function staticClosure(
  read: ReadOutput,
  urls: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (found.has(url)) return;
    found.add(url);
    for (const imported of await importsOf(read, url)) await visit(imported);
  };
  for (const url of urls) await visit(url);
  return found;
}
