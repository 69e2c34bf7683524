import type { CatalogData } from '../schema/catalog.ts';
import { MANIFEST_VERSION, type Manifest, type ManifestEntry } from '../schema/manifest.ts';

/** Where the manifest sits in the static tree. */
export const MANIFEST_FILE = 'manifest.json';

const entry = ({ id, path }: { id: number; path: string }): ManifestEntry => ({ id, path });
const byId = (a: ManifestEntry, b: ManifestEntry) => a.id - b.id;

/** The ids and paths the catalog publishes, each list sorted (by id; topics by slug). */
export const manifestOf = (data: CatalogData): Manifest => {
  const retired = data.retired ?? [];
  return {
    version: MANIFEST_VERSION,
    dataset: data.dataset,
    quotes: data.quotes.map(entry).sort(byId),
    authors: data.authors.map(entry).sort(byId),
    topics: data.topics.map((topic) => topic.slug).sort(),
    retired: {
      quotes: retired
        .filter((item) => item.kind === 'quote')
        .map(entry)
        .sort(byId),
      authors: retired
        .filter((item) => item.kind === 'author')
        .map(entry)
        .sort(byId),
    },
  };
};

/** JSON with one entry per line, so that two manifests diff line by line. */
export const serializeManifest = (manifest: Manifest): string => {
  const list = (items: readonly unknown[], indent: string) =>
    items.length === 0
      ? '[]'
      : `[\n${items.map((item) => `${indent}  ${JSON.stringify(item)}`).join(',\n')}\n${indent}]`;
  return [
    '{',
    `  "version": ${manifest.version},`,
    `  "dataset": ${JSON.stringify(manifest.dataset)},`,
    `  "quotes": ${list(manifest.quotes, '  ')},`,
    `  "authors": ${list(manifest.authors, '  ')},`,
    `  "topics": ${list(manifest.topics, '  ')},`,
    `  "retired": {`,
    `    "quotes": ${list(manifest.retired.quotes, '    ')},`,
    `    "authors": ${list(manifest.retired.authors, '    ')}`,
    '  }',
    '}',
    '',
  ].join('\n');
};

type Kind = 'quote' | 'author';
const LISTS = { quote: 'quotes', author: 'authors' } as const;

/** What a manifest says about one kind of record: live and retired paths by id, live ids by path. */
const lookups = (manifest: Manifest, kind: Kind) => {
  const live = manifest[LISTS[kind]];
  return {
    live,
    retired: manifest.retired[LISTS[kind]],
    livePath: new Map(live.map(({ id, path }) => [id, path])),
    liveId: new Map(live.map(({ id, path }) => [path, id])),
    retiredPath: new Map(manifest.retired[LISTS[kind]].map(({ id, path }) => [id, path])),
  };
};

const retireHint = (kind: Kind, { id, path }: ManifestEntry) =>
  `list it in content/retired.yaml as {kind: ${kind}, id: ${id}, path: ${path}, retired: <date>, reason: <why>}`;

const kindChanges = (previous: Manifest, next: Manifest, kind: Kind): string[] => {
  const before = lookups(previous, kind);
  const after = lookups(next, kind);
  const changes: string[] = [];
  for (const published of before.live) {
    const { id, path } = published;
    const livePath = after.livePath.get(id);
    const retiredPath = after.retiredPath.get(id);
    const otherId = after.liveId.get(path);
    if (livePath !== undefined && livePath !== path) {
      changes.push(
        `${kind} ${id} changed its path from "${path}" to "${livePath}" (expected "${path}": published paths never change)`,
      );
    } else if (livePath === undefined && retiredPath === undefined) {
      changes.push(
        `${kind} ${id} "${path}" disappeared (expected it kept, or retired: ${retireHint(kind, published)})`,
      );
    } else if (retiredPath !== undefined && retiredPath !== path) {
      changes.push(`${kind} ${id} "${path}" is retired under the path "${retiredPath}" (expected path: ${path})`);
    }
    if (otherId !== undefined && otherId !== id) {
      changes.push(
        `${kind} path "${path}" now names ${kind} ${otherId} instead of ${kind} ${id} (expected a new path for ${kind} ${otherId})`,
      );
    }
  }
  for (const retired of before.retired) {
    const { id, path } = retired;
    const stillRetired = after.retiredPath.get(id) === path;
    const restored = after.livePath.get(id) === path;
    if (!stillRetired && !restored) {
      changes.push(
        `retired ${kind} ${id} "${path}" is no longer listed as retired (expected its entry kept in content/retired.yaml: retired ids and paths stay reserved)`,
      );
    }
  }
  return changes;
};

/**
 * Every way `next` would lose or change what `previous` published: a quote or author whose id or path
 * changed or disappeared without being retired, a retirement undone, a topic gone. Empty when `next`
 * only adds (or retires) things. Pure, so the build and tests share it.
 */
export const manifestChanges = (previous: Manifest, next: Manifest): string[] => {
  const topics = new Set(next.topics);
  return [
    ...kindChanges(previous, next, 'quote'),
    ...kindChanges(previous, next, 'author'),
    ...previous.topics
      .filter((slug) => !topics.has(slug))
      .map((slug) => `topic "${slug}" disappeared (expected it kept in topics.yaml: /topics/${slug} is published)`),
  ];
};
