/**
 * Calls to the API from the site's pages: same origin, so paths are relative to it and the
 * Content-Security-Policy's `connect-src 'self'` allows them.
 */
import type { Envelope } from '../schema/records.ts';

/** An answer whose envelope says it failed (or that is not an envelope at all). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The answer's status, headers and body, parsed when it is JSON. */
export const callApi = async (path: string): Promise<{ response: Response; body: unknown }> => {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): shown as text.
  }
  return { response, body };
};

/** The envelope's `data`; an ApiError carrying the envelope's message when it failed. */
export const apiData = async <T>(path: string): Promise<T> => {
  const { response, body } = await callApi(path);
  const envelope = body as Envelope<T> | null;
  if (typeof envelope !== 'object' || envelope === null || !('success' in envelope)) {
    throw new ApiError(`${path} answered HTTP ${response.status} without the API's envelope`, response.status);
  }
  if (!envelope.success) throw new ApiError(envelope.error, response.status);
  return envelope.data;
};
