import type { Env } from './env.ts';

/** The assets binding ignores the host; any absolute URL addresses the static tree. */
const ASSET_ORIGIN = 'https://assets.invalid/';

/** A file of the static tree, or null when there is none at that path. */
export const fetchAsset = async (env: Env, path: string): Promise<Response | null> => {
  const response = await env.ASSETS.fetch(new Request(ASSET_ORIGIN + path));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`static tree answered ${response.status} for ${path}`);
  return response;
};

/** A JSON file of the static tree (the worker's data, the search index), parsed; a file that is missing or not JSON is a fault of the deploy. */
export const fetchJsonFile = async (env: Env, path: string, what: string): Promise<unknown> => {
  const response = await fetchAsset(env, path);
  if (!response) throw new Error(`${what} ${path} is missing from the static tree`);
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} ${path} is not JSON (${text.length} characters): ${(error as Error).message}`);
  }
};

/** How a response file of the static tree begins and ends (ASCII, so as many bytes as characters). */
export interface FileFrame {
  readonly head: string;
  readonly tail: string;
  /** What the file should be, for the fault's message. */
  readonly kind: string;
}

/** A successful envelope as `serialize` writes it: its keys always in this order. */
export const ENVELOPE_FRAME: FileFrame = { head: '{"success":true,"data":', tail: ',"error":null}', kind: 'envelope' };
export const OPENAPI_FRAME: FileFrame = { head: '{"openapi":', tail: '}', kind: 'OpenAPI document' };

const decoder = new TextDecoder();

/**
 * The bytes of a response file of the static tree, or null when there is none. The worker serves
 * these bytes unparsed, so it checks that they are framed as the build writes them: an empty,
 * truncated or replaced file is a fault of the deploy (thrown, so answered 500 and logged), never
 * served as a 200.
 */
export const fetchResponseFile = async (
  env: Env,
  path: string,
  frame: FileFrame,
): Promise<Uint8Array<ArrayBuffer> | null> => {
  const response = await fetchAsset(env, path);
  return response && checkFramed(new Uint8Array(await response.arrayBuffer()), path, frame);
};

/** The bytes of a response file, once checked to be framed as the build writes them (see fetchResponseFile). */
export const checkFramed = (
  bytes: Uint8Array<ArrayBuffer>,
  path: string,
  frame: FileFrame,
): Uint8Array<ArrayBuffer> => {
  const framed =
    bytes.byteLength >= frame.head.length + frame.tail.length &&
    decoder.decode(bytes.subarray(0, frame.head.length)) === frame.head &&
    decoder.decode(bytes.subarray(bytes.byteLength - frame.tail.length)) === frame.tail;
  if (!framed)
    throw new Error(`static tree file ${path} is damaged: ${bytes.byteLength} bytes, not a whole ${frame.kind}`);
  return bytes;
};
