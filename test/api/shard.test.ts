import { describe, expect, it } from 'vitest';
import { chooseSharding, layout, locate, PER_RECORD_FILES_MAX } from '../../src/api/layout.ts';
import { encodeShard, shardedTree, sliceShard } from '../../src/api/shard.ts';

const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

describe('shard files', () => {
  const entries = [
    { key: 'quotes/a.json', body: '{"success":true,"data":{"q":"Čapek 😀"},"error":null}' },
    { key: 'authors/b.json', body: '{"success":true,"data":{},"error":null}' },
    { key: 'authors/b/quotes.json', body: '{"success":true,"data":[],"error":null}' },
  ];

  it('give back each response byte for byte, multi-byte characters included', () => {
    const shard = encodeShard(entries);
    for (const { key, body } of entries) expect(text(sliceShard(shard, key))).toBe(body);
  });

  it('answer null for a key they do not hold, inherited object keys included', () => {
    const shard = encodeShard(entries);
    expect(sliceShard(shard, 'quotes/c.json')).toBeNull();
    expect(sliceShard(shard, 'constructor')).toBeNull();
    expect(sliceShard(encodeShard([]), 'quotes/a.json')).toBeNull();
  });
});

describe('the layout at scale', () => {
  it('keeps one file per response up to PER_RECORD_FILES_MAX per-record files, then shards them', () => {
    expect(chooseSharding(6505, 2902).shards).toBe(0);
    expect(chooseSharding(PER_RECORD_FILES_MAX, 0).shards).toBe(0);
    expect(chooseSharding(100_000, 26_300).shards).toBeGreaterThan(1000);
  });

  it('shards quotes, authors and author quote lists only, each always in the same shard', () => {
    const sharding = { shards: 7 };
    for (const path of [layout.quote('x'), layout.author('y'), layout.authorQuotes('y')]) {
      const { file, key } = locate(path, sharding);
      expect(file).toMatch(/^_shards\/[0-6]\.json$/);
      expect(key).toBe(path);
      expect(locate(path, sharding).file).toBe(file);
    }
    for (const path of [layout.topic('wisdom'), layout.authorsPage('name', undefined, undefined, 1), layout.index()]) {
      expect(locate(path, sharding)).toEqual({ file: path });
    }
    expect(locate(layout.quote('x'), { shards: 0 })).toEqual({ file: layout.quote('x') });
  });

  it('writes every shard, an empty one too, and passes other files through', () => {
    const files = [
      { path: layout.quote('x'), body: 'X' },
      { path: layout.topics(), body: 'T' },
    ];
    const written = [...shardedTree(files, { shards: 4 })];
    expect(written.map((file) => file.path)).toEqual([layout.topics(), ...[0, 1, 2, 3].map(layout.shard)]);
    const holder = written.find((file) => file.path === locate(layout.quote('x'), { shards: 4 }).file)!;
    expect(text(sliceShard(holder.body as Uint8Array<ArrayBuffer>, layout.quote('x')))).toBe('X');
  });
});
