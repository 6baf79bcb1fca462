import {describe, expect, it, vi} from 'vitest';
import {
  PAGE_DATA_RETRIES,
  PAGE_DATA_TIMEOUT_MS,
  createPageLoader,
  fetchBuildId,
  isPageData,
  type FetchLike,
  type ResponseLike,
} from './loader.ts';

function pageData(path: string) {
  return {
    path,
    lang: 'de',
    head: {title: path, lang: 'de', meta: [], links: []},
    mainHtml: `<h1>${path}</h1>`,
    islands: [],
    staticQueryHashes: [],
    noindex: false,
    languageLinksHtml: '',
  };
}

const json = (status: number, body: unknown): ResponseLike => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

// A fake fetch answering from a table of URL → answers (one per call; the last repeats).
function fakeFetch(table: Record<string, Array<ResponseLike | Error>>) {
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    calls.push(url);
    const answers = table[url] ?? [json(404, null)];
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('none');
    return answer;
  };
  return {fetch, calls};
}

const KONTAKT = '/page-data/kontakt/page-data.json';
const NOT_FOUND = '/page-data/404.html/page-data.json';

describe('page loader (spec §8 Page loading)', () => {
  it('loads page data and answers the next load from memory', async () => {
    const {fetch, calls} = fakeFetch({[KONTAKT]: [json(200, pageData('/kontakt'))]});
    const loader = createPageLoader({fetch});
    expect(await loader.load('/kontakt')).toEqual({kind: 'page', data: pageData('/kontakt')});
    await loader.load('/kontakt');
    expect(calls).toEqual([KONTAKT]);
  });

  it('loads the 404 page for a 404', async () => {
    const {fetch, calls} = fakeFetch({[NOT_FOUND]: [json(200, pageData('/404.html'))]});
    const result = await createPageLoader({fetch}).load('/gibt-es-nicht');
    expect(result).toEqual({kind: 'notFound', data: pageData('/404.html')});
    expect(calls).toEqual(['/page-data/gibt-es-nicht/page-data.json', NOT_FOUND]);
  });

  it('reports a 500 as an error without retrying', async () => {
    const {fetch, calls} = fakeFetch({[KONTAKT]: [json(500, null)]});
    expect(await createPageLoader({fetch}).load('/kontakt')).toEqual({kind: 'error', status: 500});
    expect(calls).toHaveLength(1);
  });

  it('retries other failures up to 3 times, then fails', async () => {
    expect(PAGE_DATA_RETRIES).toBe(3);
    const {fetch, calls} = fakeFetch({
      [KONTAKT]: [
        new Error('offline'),
        json(503, null),
        json(200, {not: 'page data'}),
        new Error('x'),
      ],
    });
    const loader = createPageLoader({fetch});
    expect(await loader.load('/kontakt')).toEqual({kind: 'failed'});
    expect(calls).toHaveLength(4);
    // A failure is not remembered: the next load asks again.
    await loader.load('/kontakt');
    expect(calls).toHaveLength(8);
  });

  it('gives up a request that never answers after the time limit, retries, then fails', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      // Never answers; only the loader's abort ends it.
      const fetch: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal;
          if (signal) {
            signals.push(signal);
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }
        });
      const result = createPageLoader({fetch}).load('/impressum');
      await vi.advanceTimersByTimeAsync(PAGE_DATA_TIMEOUT_MS * PAGE_DATA_RETRIES);
      expect(signals).toHaveLength(PAGE_DATA_RETRIES + 1);
      await vi.advanceTimersByTimeAsync(PAGE_DATA_TIMEOUT_MS);
      await expect(result).resolves.toEqual({kind: 'failed'});
      expect(signals.every((signal) => signal.aborted)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('succeeds on the third try', async () => {
    const {fetch, calls} = fakeFetch({
      [KONTAKT]: [new Error('offline'), json(502, null), json(200, pageData('/kontakt'))],
    });
    expect((await createPageLoader({fetch}).load('/kontakt')).kind).toBe('page');
    expect(calls).toHaveLength(3);
  });

  it('fails when the 404 page itself cannot be loaded', async () => {
    const {fetch} = fakeFetch({[NOT_FOUND]: [json(404, null)]});
    expect(await createPageLoader({fetch}).load('/weg')).toEqual({kind: 'failed'});
  });

  it('prefetch fills the cache a later load uses', async () => {
    const {fetch, calls} = fakeFetch({[KONTAKT]: [json(200, pageData('/kontakt'))]});
    const loader = createPageLoader({fetch});
    loader.prefetch('/kontakt');
    expect((await loader.load('/kontakt')).kind).toBe('page');
    expect(calls).toEqual([KONTAKT]);
  });

  it('checks the page data fields the router uses', () => {
    expect(isPageData(pageData('/'))).toBe(true);
    expect(isPageData({...pageData('/'), lang: 'es'})).toBe(false);
    expect(isPageData({...pageData('/'), mainHtml: null})).toBe(false);
    expect(isPageData({...pageData('/'), head: {title: 'x'}})).toBe(false);
  });
});

describe('fetchBuildId', () => {
  it('reads app-data.json revalidated, null on any failure', async () => {
    const seen: Array<RequestInit | undefined> = [];
    const ok: FetchLike = async (_url, init) => {
      seen.push(init);
      return json(200, {buildId: 'b1'});
    };
    expect(await fetchBuildId(ok)).toBe('b1');
    expect(seen[0]).toEqual({cache: 'no-cache'});
    expect(await fetchBuildId(async () => json(404, null))).toBe(null);
    expect(await fetchBuildId(async () => json(200, {}))).toBe(null);
    expect(
      await fetchBuildId(async () => {
        throw new Error('offline');
      }),
    ).toBe(null);
  });
});
