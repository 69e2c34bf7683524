import type { Env } from './env.ts';

/** The assets binding ignores the host; any absolute URL addresses the static tree. */
const ASSET_ORIGIN = 'https://assets.invalid/';

/** A file of the static tree, or null when there is none at that path. */
export const fetchAsset = async (env: Env, path: string): Promise<Response | null> => {
  const response = await env.ASSETS.fetch(new Request(ASSET_ORIGIN + path));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`static tree answered ${response.status} for ${path}`);
  return response;
};
