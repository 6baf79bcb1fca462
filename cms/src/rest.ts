// A small REST helper for the admin calls of the cms scripts (schema, seed, test edits).
// The site itself reads Directus through packages/core's content client, not through this.

/** An admin connection to one Directus. */
export interface Rest {
  url: string;
  /** JSON request; resolves with the response's `data` (undefined for 204). */
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** Multipart upload to POST /files; resolves with the file record. */
  upload(form: FormData): Promise<{id: string}>;
}

/** A failed Directus call, with the server's messages. */
class RestError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'RestError';
    this.status = status;
  }
}

/** Connects to `url` with a static (admin) token. */
export function createRest(url: string, token: string): Rest {
  const send = async (method: string, path: string, body?: BodyInit, type?: string) => {
    const headers: Record<string, string> = {Authorization: `Bearer ${token}`};
    if (type) headers['Content-Type'] = type;
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : {body}),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new RestError(
        response.status,
        `${method} ${path}: ${response.status} ${errorText(text)}`,
      );
    }
    if (text === '') return undefined;
    return (JSON.parse(text) as {data?: unknown}).data;
  };
  return {
    url,
    request: async <T>(method: string, path: string, body?: unknown) =>
      (await send(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
        body === undefined ? undefined : 'application/json',
      )) as T,
    upload: async (form) => (await send('POST', '/files', form)) as {id: string},
  };
}

function errorText(text: string): string {
  try {
    const parsed = JSON.parse(text) as {errors?: {message?: string}[]};
    const messages = parsed.errors?.map((error) => error.message).filter(Boolean) ?? [];
    if (messages.length > 0) return messages.join('; ');
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
}
