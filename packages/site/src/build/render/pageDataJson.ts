// A page's page-data.json text (decision 011) with its islands' props spliced in as the JSON they
// were serialised to for the props scripts (Island.tsx), instead of serialising them again: they
// may be tracked content records, read field by field through proxy traps (decision 039).
import type {PageData} from '../../contract/pageData.ts';

// A private-use mark where island `index`'s props go, as a string value.
const mark = (index: number) => `\uE000sf-props-${index}\uE000`;

/** `JSON.stringify(data)`, given `propsJson[i]` = `JSON.stringify(data.islands[i].props)`. */
export function pageDataJson(data: PageData, propsJson: readonly string[]): string {
  if (propsJson.length === 0 || propsJson.length !== data.islands.length) {
    return JSON.stringify(data);
  }
  let text = JSON.stringify({
    ...data,
    islands: data.islands.map((island, index) => ({...island, props: mark(index)})),
  });
  for (const [index, json] of propsJson.entries()) {
    // Exactly once, or the content has the mark too: then serialised as a whole (same text).
    const pieces = text.split(JSON.stringify(mark(index)));
    if (pieces.length !== 2) return JSON.stringify(data);
    text = `${pieces[0]}${json}${pieces[1]}`;
  }
  return text;
}
