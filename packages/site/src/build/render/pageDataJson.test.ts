// Page data with the islands' props spliced in must be the very text JSON.stringify gives.
import {describe, expect, it} from 'vitest';
import type {PageData} from '../../contract/pageData.ts';
import {pageDataJson} from './pageDataJson.ts';

function pageData(islands: PageData['islands'], mainHtml = '<p>"Hallo"</p>'): PageData {
  return {
    path: '/shop/artikel/a',
    lang: 'de',
    head: {title: 'A', lang: 'de', meta: [], links: []},
    mainHtml,
    jsonLd: [],
    islands,
    staticQueryHashes: ['abc'],
    noindex: false,
    languageLinksHtml: '',
  };
}

const json = (data: PageData) => data.islands.map((island) => JSON.stringify(island.props));

describe('pageDataJson', () => {
  it('gives JSON.stringify of the page data, the props spliced in', () => {
    const data = pageData([
      {id: 'm0', name: 'ItemPage', props: {product: {id: 1, name: '<b>Ring</b> "x"'}}},
      {id: 'm1', name: 'CartButton', props: {}},
    ]);
    expect(pageDataJson(data, json(data))).toBe(JSON.stringify(data));
  });

  it('gives the same text when the content holds a mark or there are no islands', () => {
    const marked = pageData(
      [{id: 'm0', name: 'ItemPage', props: {note: '\uE000sf-props-0\uE000'}}],
      '\uE000sf-props-0\uE000',
    );
    expect(pageDataJson(marked, json(marked))).toBe(JSON.stringify(marked));
    const empty = pageData([]);
    expect(pageDataJson(empty, [])).toBe(JSON.stringify(empty));
  });
});
