// After a switch the order service loads the new catalogue (prices, stock, settings, shop state)
// without a restart: the publish server calls its owner route `POST /owner/catalogue/reload`
// with the owner token. A reload that fails does not undo the publish (the site is live); it is
// logged and said in the outcome, and the service keeps its old catalogue until the next one.

/** Where the order service is and the owner token it takes. */
export interface OrderServiceTarget {
  /** `ORDER_SERVICE_URL`, e.g. `http://127.0.0.1:4174`. */
  url: string;
  /** `ORDER_OWNER_TOKEN`. */
  token: string;
}

/** What the reload gave. */
export type ReloadResult =
  | {status: 'ok'; ms: number; products?: number}
  | {status: 'failed'; ms: number; error: string}
  | {status: 'skipped'};

/** A reload that takes longer counts as failed (the service goes on with the old catalogue). */
const RELOAD_TIMEOUT_MS = 30_000;

/** Asks the service to reload; `target` null skips it. Never throws. */
export async function reloadOrderService(target: OrderServiceTarget | null): Promise<ReloadResult> {
  if (target === null) return {status: 'skipped'};
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const answer = await fetch(new URL('owner/catalogue/reload', withSlash(target.url)), {
      method: 'POST',
      headers: {authorization: `Bearer ${target.token}`, 'content-type': 'application/json'},
      body: '{}',
      signal: AbortSignal.timeout(RELOAD_TIMEOUT_MS),
    });
    const text = await answer.text();
    if (!answer.ok) {
      return {status: 'failed', ms: ms(), error: `HTTP ${answer.status}: ${text.slice(0, 300)}`};
    }
    const products = productsOf(text);
    return products === undefined ? {status: 'ok', ms: ms()} : {status: 'ok', ms: ms(), products};
  } catch (error) {
    return {status: 'failed', ms: ms(), error: (error as Error).message};
  }
}

/** A base URL ending in `/`, so a path below it keeps the base's own path. */
function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function productsOf(text: string): number | undefined {
  try {
    const body = JSON.parse(text) as {products?: unknown};
    return typeof body.products === 'number' ? body.products : undefined;
  } catch {
    return undefined;
  }
}
