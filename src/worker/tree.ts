import { layout, locate, type Sharding } from '../api/layout.ts';
import { sliceShard } from '../api/shard.ts';
import { checkFramed, ENVELOPE_FRAME, fetchAsset, fetchJsonFile, fetchResponseFile } from './assets.ts';
import type { Env } from './env.ts';

let reading: Promise<Sharding> | undefined;

/** How the tree is sharded, read once per isolate (a failed read is retried on the next request). */
const sharding = (env: Env): Promise<Sharding> => {
  reading ??= fetchJsonFile(env, layout.sharding(), 'sharding').then((value) => {
    const shards = (value as Partial<Sharding> | null)?.shards;
    if (!Number.isInteger(shards) || shards! < 0) throw new Error(`${layout.sharding()} has no shard count`);
    return { shards: shards! };
  });
  reading.catch(() => {
    reading = undefined;
  });
  return reading;
};

/**
 * The bytes of the response the layout names `path` (an envelope), from its own file or sliced
 * out of its shard; null when the tree holds no such response.
 */
export const readTreeFile = async (env: Env, path: string): Promise<Uint8Array<ArrayBuffer> | null> => {
  const { file, key } = locate(path, await sharding(env));
  if (key === undefined) return fetchResponseFile(env, file, ENVELOPE_FRAME);
  const shard = await fetchAsset(env, file);
  if (!shard) throw new Error(`shard ${file} is missing from the static tree`);
  const bytes = sliceShard(new Uint8Array(await shard.arrayBuffer()), key);
  return bytes && checkFramed(bytes, `${file} (${key})`, ENVELOPE_FRAME);
};
