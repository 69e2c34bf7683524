import { app, preflightOrMethodError } from './app.ts';
import type { Env } from './env.ts';

/** A single trailing slash is ignored: `/topics/` answers as `/topics`. */
const withoutTrailingSlash = (request: Request): Request => {
  const url = new URL(request.url);
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return request;
  url.pathname = url.pathname.slice(0, -1);
  return new Request(url, request);
};

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const early = preflightOrMethodError(request);
    if (early) return early;
    return app.fetch(withoutTrailingSlash(request), env, ctx);
  },
} satisfies ExportedHandler<Env>;
