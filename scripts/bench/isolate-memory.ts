/**
 * The worker isolate's live memory, read from workerd itself through the DevTools protocol
 * (workerd's inspector, proxied by wrangler): what the isolate holds, with workerd's own V8
 * settings, rather than what the same objects would take in Node.
 */

const MIB = 1024 * 1024;

/** A DevTools protocol call; `T` is its result. */
type Call = <T>(method: string, params?: object) => Promise<T>;

/**
 * The worker isolate's live memory: its V8 heap and the array buffers outside it (response bodies)
 * right after a full garbage collection, which taking a heap snapshot forces. Read through the
 * DevTools protocol (workerd's inspector, proxied by wrangler); the snapshot itself is discarded.
 */
export const openMemoryProbe = async (inspectorUrl: URL) => {
  const targets = (await (await fetch(new URL('/json', inspectorUrl))).json()) as { webSocketDebuggerUrl: string }[];
  // Wrangler's inspector proxy accepts local origins only; Node's WebSocket sends none by default.
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: 'http://localhost' } } as never);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot open the inspector at ${inspectorUrl}`)), {
      once: true,
    });
  });
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id === undefined) return; // events, such as the snapshot's chunks
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  let lastId = 0;
  const call: Call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => reject(new Error(`the inspector did not answer ${method}`)), 120_000);
      pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result as never);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    liveMiB: async (): Promise<number> => {
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      const { usedSize, backingStorageSize } = await call<{ usedSize: number; backingStorageSize: number }>(
        'Runtime.getHeapUsage',
      );
      return (usedSize + backingStorageSize) / MIB;
    },
    close: () => socket.close(),
  };
};
