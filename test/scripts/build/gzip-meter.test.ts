import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipMeter } from '../../../scripts/build/gzip-meter.ts';

describe('the gzip meter', () => {
  it('passes files through unchanged and totals each one compressed on its own', async () => {
    const files = [
      { path: 'a.json', body: '{"success":true,"data":[1,2,3],"error":null}' },
      { path: 'b.json', body: new TextEncoder().encode('x'.repeat(10_000)) },
      { path: 'c.json', body: 'Čapek’s “robots”' },
    ];
    const meter = gzipMeter();
    expect([...meter.measure(files)]).toEqual(files);
    const expected = files.reduce((sum, file) => sum + gzipSync(file.body).byteLength, 0);
    expect(meter.total()).toBe(expected);
  });

  it('totals nothing as 0', () => {
    expect(gzipMeter().total()).toBe(0);
  });
});
