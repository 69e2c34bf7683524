import { layout, locate, type Sharding } from './layout.ts';

/**
 * A shard file: one line of JSON, `{"<key>":[start,end],…}`, then the responses' bytes back to
 * back; start and end are byte offsets after the newline. A response is sliced out unchanged, so
 * its bytes are the file the layout would otherwise hold. JSON bodies never contain a raw newline.
 */
const NEWLINE = 0x0a;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const encodeShard = (entries: readonly { key: string; body: string }[]): Uint8Array<ArrayBuffer> => {
  const bodies = entries.map(({ body }) => encoder.encode(body));
  const offsets: Record<string, [number, number]> = {};
  let end = 0;
  entries.forEach(({ key }, index) => {
    offsets[key] = [end, (end += bodies[index]!.byteLength)];
  });
  const header = encoder.encode(`${JSON.stringify(offsets)}\n`);
  const shard = new Uint8Array(header.byteLength + end);
  shard.set(header);
  let at = header.byteLength;
  for (const body of bodies) {
    shard.set(body, at);
    at += body.byteLength;
  }
  return shard;
};

/** The bytes of the response `key` in a shard, or null when the shard has none. */
export const sliceShard = (shard: Uint8Array<ArrayBuffer>, key: string): Uint8Array<ArrayBuffer> | null => {
  const newline = shard.indexOf(NEWLINE);
  if (newline < 0) throw new Error('a shard file has no header line');
  const offsets = JSON.parse(decoder.decode(shard.subarray(0, newline))) as Record<string, [number, number]>;
  if (!Object.hasOwn(offsets, key)) return null;
  const [start, end] = offsets[key]!;
  return shard.slice(newline + 1 + start, newline + 1 + end);
};

/**
 * The tree's files with per-record responses grouped into shards when `sharding` says so: other
 * files pass through as they come, then every shard follows (an empty one too, so that a missing
 * shard file is always a fault), each holding its responses in the order they came.
 */
export function* shardedTree(
  files: Iterable<{ path: string; body: string }>,
  sharding: Sharding,
): Generator<{ path: string; body: string | Uint8Array }> {
  const shards = new Map<string, { key: string; body: string }[]>();
  for (const file of files) {
    const { file: target, key } = locate(file.path, sharding);
    if (key === undefined) {
      yield file;
      continue;
    }
    const entries = shards.get(target);
    if (entries) entries.push({ key, body: file.body });
    else shards.set(target, [{ key, body: file.body }]);
  }
  for (let shard = 0; shard < sharding.shards; shard++) {
    const path = layout.shard(shard);
    yield { path, body: encodeShard(shards.get(path) ?? []) };
    shards.delete(path);
  }
}
