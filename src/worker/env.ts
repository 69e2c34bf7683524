/** The worker's bindings and configuration (wrangler.jsonc, `.dev.vars`, or the environment). */
export interface Env {
  /** The static tree written by `npm run build`. */
  readonly ASSETS: Fetcher;
}
