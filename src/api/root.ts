import type { Catalog } from '../catalog/catalog.ts';
import { API_NAME, API_VERSION, ENDPOINTS } from '../schema/endpoints.ts';
import { ok } from './envelope.ts';

export const apiIndex = (catalog: Catalog) =>
  ok({
    name: API_NAME,
    version: API_VERSION,
    dataset: catalog.dataset,
    counts: { quotes: catalog.quotes.length, authors: catalog.authors.length, topics: catalog.topics.length },
    docs: '/docs/',
    openapi: '/openapi.json',
    endpoints: ENDPOINTS.map((endpoint) => ({
      method: 'GET' as const,
      path: endpoint.path,
      summary: endpoint.summary,
    })),
  });
