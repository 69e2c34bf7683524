import type { Page } from '../schema/records.ts';

/** Cuts one page out of a full, ordered list; a page past the last is empty, not an error. */
export const paginate = <T>(items: readonly T[], page: number, perPage: number): Page<T> => {
  const start = (page - 1) * perPage;
  return {
    items: start < items.length ? items.slice(start, start + perPage) : [],
    pagination: { page, per_page: perPage, total: items.length, total_pages: Math.ceil(items.length / perPage) },
  };
};
