import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface WriteStats {
  files: number;
  bytes: number;
  gzipBytes: number;
  /** The largest file: static hosts cap a file's size (Workers static assets: 25 MiB). */
  largest: { path: string; bytes: number };
}

/** Writes files under `root` in one pass, creating each folder once. */
export const writeTree = (root: string, files: Iterable<{ path: string; body: string | Uint8Array }>): WriteStats => {
  const made = new Set<string>();
  const stats: WriteStats = { files: 0, bytes: 0, gzipBytes: 0, largest: { path: '', bytes: 0 } };
  for (const file of files) {
    const target = join(root, file.path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    writeFileSync(target, bytes);
    stats.files += 1;
    stats.bytes += bytes.byteLength;
    stats.gzipBytes += gzipSync(bytes).byteLength;
    if (bytes.byteLength > stats.largest.bytes) stats.largest = { path: file.path, bytes: bytes.byteLength };
  }
  return stats;
};
