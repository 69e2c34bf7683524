import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The origin the client is pointed at; any would do, the files come from disk. */
export const STATIC_ORIGIN = 'https://static.example/';

export interface Transfer {
  readonly path: string;
  readonly bytes: number;
  /** What the file costs on the wire from a host that gzips JSON (level 9, as CDNs do for static files). */
  readonly gzipBytes: number;
}

/**
 * A fetch that serves a built static tree as a static host would (200 with the file, 404
 * otherwise), recording each transfer.
 */
export const staticFetch = (root: string, transfers: Transfer[] = []): typeof fetch =>
  (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const path = decodeURIComponent(url.pathname).replace(/^\//, '');
    let body: Buffer;
    try {
      body = await readFile(join(root, path));
    } catch {
      return new Response('not found', { status: 404 });
    }
    transfers.push({ path, bytes: body.byteLength, gzipBytes: gzipSync(body, { level: 9 }).byteLength });
    return new Response(new Uint8Array(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
