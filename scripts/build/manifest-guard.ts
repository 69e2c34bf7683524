import { existsSync, readFileSync } from 'node:fs';
import { manifestChanges } from '../../src/catalog/manifest.ts';
import { manifestSchema, type Manifest } from '../../src/schema/manifest.ts';

/** The previous manifest to compare with: `since` if given (it must exist), else the last build's, if any. */
export const readPreviousManifest = (
  since: string | undefined,
  lastBuild: string,
): { file: string; manifest: Manifest } | undefined => {
  const file = since ?? lastBuild;
  if (!existsSync(file)) {
    if (since === undefined) return undefined;
    throw new Error(`--since ${since}: file not found (expected the manifest.json of the published build)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file} is not a manifest: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  return { file, manifest: parsed.data };
};

/**
 * Refuses a build that would lose or change what the previous manifest published, naming every change.
 * `outDir` is only named in the message: the build stops before it writes anything.
 */
export const guardManifest = (
  next: Manifest,
  previous: { file: string; manifest: Manifest } | undefined,
  outDir: string,
): void => {
  if (!previous) return;
  const changes = manifestChanges(previous.manifest, next);
  if (changes.length === 0) return;
  throw new Error(
    [
      `build refused: ${changes.length} change${changes.length === 1 ? '' : 's'} would lose or alter published data (compared with ${previous.file}):`,
      ...changes.map((change) => `  ${change}`),
      `${outDir} left as it was. Retire what you removed (see CONTRIBUTING.md); if ${previous.file} was never published, delete it and build again.`,
    ].join('\n'),
  );
};
