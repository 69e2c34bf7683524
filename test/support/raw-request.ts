import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

const agent = new Agent({ keepAlive: true });

/**
 * Sends a request whose target is exactly `target`, byte for byte: fetch would resolve `..`,
 * re-encode characters and drop what follows `#`, so it cannot send what hostile clients send.
 * `target` must be ASCII without spaces or controls, as HTTP/1.1 requires.
 */
export const rawRequest = (
  origin: string,
  target: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const outgoing = request({ host: hostname, port, path: target, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
