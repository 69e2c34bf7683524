import { app, preflightOrMethodError } from './app.ts';
import type { Env } from './env.ts';
import { withRateLimit } from './rate-limit/middleware.ts';

export { RateLimitCounter } from './rate-limit/counter.ts';

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return withRateLimit(request, env, (counted) => preflightOrMethodError(counted) ?? app.fetch(counted, env, ctx));
  },
} satisfies ExportedHandler<Env>;
