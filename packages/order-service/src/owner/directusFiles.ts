// Puts a file the service made into Directus's file library, where the owner downloads it: the
// tax advisor's export goes into the folder `Exporte`, created on first use. Directus's files
// API takes the file as `multipart/form-data` with every other field (folder, title) before the
// file itself; folders are records of `/folders`. Calls carry the service user's token and a
// time limit, so a Flow waiting on the answer never hangs.
import type {DirectusTarget} from './directusTarget.ts';

/** The folder the exports go into. */
const EXPORT_FOLDER = 'Exporte';

/** Longest a Directus call may take, in ms. */
const DIRECTUS_TIMEOUT_MS = 15_000;

/** What an upload came to: the new file's id, or why not (502 Directus refused, 503 down). */
export type UploadResult =
  {ok: true; id: string} | {ok: false; status: 502 | 503; code: string; message: string};

/** A file to upload. */
export interface UploadFile {
  filename: string;
  title: string;
  type: string;
  content: string;
}

/** A failed call, carried to the caller as an `UploadResult`. */
class DirectusFailure extends Error {
  readonly result: Extract<UploadResult, {ok: false}>;
  constructor(result: Extract<UploadResult, {ok: false}>) {
    super(result.message);
    this.result = result;
  }
}

/** The `data` of a Directus answer, or a failure naming Directus's own reason. */
async function call(
  target: DirectusTarget,
  fetchImpl: typeof fetch,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(`${target.url}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        Authorization: `Bearer ${target.token}`,
      },
      signal: AbortSignal.timeout(DIRECTUS_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as {cause?: {code?: string}}).cause?.code ?? (error as Error).message;
    throw new DirectusFailure({
      ok: false,
      status: 503,
      code: 'cms_unavailable',
      message: `Directus does not answer at ${target.url} (${cause})`,
    });
  }
  const text = await response.text();
  let body: {data?: unknown; errors?: {message?: string}[]} = {};
  try {
    body = text === '' ? {} : (JSON.parse(text) as typeof body);
  } catch {
    // An answer that is no JSON is reported by its status below.
  }
  if (!response.ok) {
    const reason = body.errors?.[0]?.message ?? `status ${response.status}`;
    throw new DirectusFailure({
      ok: false,
      status: response.status >= 500 ? 503 : 502,
      code: 'cms_refused',
      message: `Directus refused ${init.method ?? 'GET'} ${path.split('?')[0]}: ${reason}`,
    });
  }
  return body.data;
}

const idOf = (data: unknown): string | undefined => {
  const id = (data as {id?: unknown} | null | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/** The id of the top-level folder `name`, created when missing. */
async function folderId(target: DirectusTarget, fetchImpl: typeof fetch, name: string) {
  const query = new URLSearchParams({
    'filter[name][_eq]': name,
    'filter[parent][_null]': 'true',
    fields: 'id',
    limit: '1',
  });
  const found = await call(target, fetchImpl, `/folders?${query.toString()}`);
  const existing = Array.isArray(found) ? idOf(found[0]) : undefined;
  if (existing !== undefined) return existing;
  const created = await call(target, fetchImpl, '/folders', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({name}),
  });
  const id = idOf(created);
  if (id === undefined) {
    throw new DirectusFailure({
      ok: false,
      status: 502,
      code: 'cms_refused',
      message: `Directus created folder ${name} but did not say its id`,
    });
  }
  return id;
}

/** Uploads `file` into the folder `EXPORT_FOLDER` of `target`; the new file's id. */
export async function uploadExport(
  target: DirectusTarget,
  file: UploadFile,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<UploadResult> {
  try {
    const folder = await folderId(target, fetchImpl, EXPORT_FOLDER);
    const form = new FormData();
    // Directus reads the fields before the file: they must come first.
    form.append('folder', folder);
    form.append('title', file.title);
    form.append('file', new Blob([file.content], {type: file.type}), file.filename);
    const uploaded = await call(target, fetchImpl, '/files', {method: 'POST', body: form});
    const id = idOf(uploaded);
    if (id === undefined) {
      return {
        ok: false,
        status: 502,
        code: 'cms_refused',
        message: 'Directus stored the file but did not say its id (the service may not read files)',
      };
    }
    return {ok: true, id};
  } catch (error) {
    if (error instanceof DirectusFailure) return error.result;
    throw error;
  }
}
