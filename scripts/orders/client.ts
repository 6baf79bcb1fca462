// Calls of the order service's owner API for `npm run orders`: each answer as JSON (or text),
// each failure as one sentence the shell prints (service down, token refused, API off, a refused
// move with the service's reason).

/** A failure the shell reports in one sentence and exits non-zero with. */
export class OwnerApiError extends Error {
  /** Creates it with the sentence to print. */
  constructor(message: string) {
    super(message);
    this.name = 'OwnerApiError';
  }
}

/** Where and as whom to call. */
interface OwnerClientOptions {
  /** Base URL of the order service, e.g. `http://127.0.0.1:4174`. */
  baseUrl: string;
  /** The owner token. */
  token: string;
  /** Fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The owner API as the shell uses it. */
export interface OwnerClient {
  /** GETs `path` and parses the JSON answer. */
  getJson(path: string): Promise<Record<string, unknown>>;
  /** GETs `path` as text (the CSV export). */
  getText(path: string): Promise<string>;
  /** POSTs `body` to `path` and parses the JSON answer. */
  postJson(path: string, body: unknown): Promise<Record<string, unknown>>;
}

/** The first error's code and message of an error answer. */
function firstError(body: unknown): {code: string; message: string} {
  const errors = (body as {errors?: {code?: string; message?: string}[]} | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  return {code: first?.code ?? '', message: first?.message ?? ''};
}

/** The sentence for a failed answer. */
function failure(status: number, body: unknown, baseUrl: string): OwnerApiError {
  const {code, message} = firstError(body);
  if (status === 401) {
    return new OwnerApiError(
      `The order service at ${baseUrl} refused the owner token: ORDER_OWNER_TOKEN (or ` +
        '.data/order-service/owner-token) is not the token the service started with.',
    );
  }
  if (status === 404 && code === 'not_found') {
    return new OwnerApiError(
      `The owner API of the order service at ${baseUrl} is off: start the service with ` +
        'ORDER_OWNER_TOKEN set (npm start sets one).',
    );
  }
  if (status === 409) return new OwnerApiError(`Refused: ${message}.`);
  return new OwnerApiError(
    `The order service answered ${status}: ${message || 'no reason given'}.`,
  );
}

/** A client of the owner API at `options.baseUrl`. */
export function createOwnerClient(options: OwnerClientOptions): OwnerClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          Authorization: `Bearer ${options.token}`,
        },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      const cause = (error as {cause?: {code?: string}}).cause?.code ?? (error as Error).message;
      throw new OwnerApiError(
        `The order service does not answer at ${baseUrl} (${cause}): start it with npm start, ` +
          'or set ORDER_SERVICE_URL to where it runs.',
      );
    }
  };
  const parsed = async (response: Response): Promise<Record<string, unknown>> => {
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text === '' ? {} : (JSON.parse(text) as unknown);
    } catch {
      throw new OwnerApiError(`The order service answered ${response.status} with no JSON.`);
    }
    if (!response.ok) throw failure(response.status, body, baseUrl);
    return body as Record<string, unknown>;
  };
  return {
    getJson: async (path) => parsed(await call(path)),
    async getText(path) {
      const response = await call(path);
      if (!response.ok) return parsed(response).then(() => '');
      return response.text();
    },
    postJson: async (path, body) =>
      parsed(
        await call(path, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(body),
        }),
      ),
  };
}
