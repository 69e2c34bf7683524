import { app, preflightOrMethodError } from './app.ts';
import type { Env } from './env.ts';
import { withRateLimit } from './rate-limit/middleware.ts';

export { RateLimitCounter } from './rate-limit/counter.ts';

/** A single trailing slash is ignored: `/topics/` answers as `/topics`. */
const withoutTrailingSlash = (request: Request): Request => {
  const url = new URL(request.url);
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return request;
  url.pathname = url.pathname.slice(0, -1);
  return new Request(url, request);
};

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return withRateLimit(
      request,
      env,
      (counted) => preflightOrMethodError(counted) ?? app.fetch(withoutTrailingSlash(counted), env, ctx),
    );
  },
} satisfies ExportedHandler<Env>;
