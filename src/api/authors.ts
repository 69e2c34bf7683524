import type { Catalog } from '../catalog/catalog.ts';
import { surnameLetter } from '../catalog/collate.ts';
import type { AuthorRecord, Page, QuoteRecord } from '../schema/records.ts';
import { fail, ok, type ApiResult } from './envelope.ts';
import { paginate } from './pagination.ts';
import { echo } from './params.ts';
import { retiredMessage } from './retired.ts';
import { type AuthorsParams } from '../schema/params.ts';

interface AuthorLists {
  readonly lists: Map<string, readonly AuthorRecord[]>;
  readonly letters: Map<AuthorRecord, string | null>;
}

const listsByCatalog = new WeakMap<Catalog, AuthorLists>();

/**
 * The full ordered list an /authors request pages through. Each list is filtered once per catalog
 * and kept: the build asks for every page of every list (16,000 pages of 26,000 authors at 100,000
 * quotes, quadratic if each page filtered anew), the worker for pages of a few.
 */
export const authorList = (
  catalog: Catalog,
  { sort, letter, type }: Omit<AuthorsParams, 'page' | 'per_page'>,
): readonly AuthorRecord[] => {
  let memo = listsByCatalog.get(catalog);
  if (!memo) listsByCatalog.set(catalog, (memo = { lists: new Map(), letters: new Map() }));
  const { lists, letters } = memo;
  const letterOf = (author: AuthorRecord) => {
    let found = letters.get(author);
    if (found === undefined) letters.set(author, (found = surnameLetter(author.surname)));
    return found;
  };
  const key = `${sort} ${letter ?? ''} ${type ?? ''}`;
  let list = lists.get(key);
  if (!list) {
    list = catalog.authorsBy[sort].filter(
      (author) => (letter === undefined || letterOf(author) === letter) && (type === undefined || author.type === type),
    );
    lists.set(key, list);
  }
  return list;
};

export const authorsPage = (catalog: Catalog, params: AuthorsParams): ApiResult<Page<AuthorRecord>> =>
  ok(paginate(authorList(catalog, params), params.page, params.per_page));

/** 404 for an author path that names no author: why, if the author was retired. */
const noAuthorAtPath = (catalog: Catalog, path: string): ApiResult<never> => {
  const retired = catalog.retiredAuthorByPath.get(path);
  return fail(404, retired ? retiredMessage(retired) : `No author has the path ${echo(path)}.`);
};

export const authorByPath = (catalog: Catalog, path: string): ApiResult<AuthorRecord> => {
  const author = catalog.authorByPath.get(path);
  return author ? ok(author) : noAuthorAtPath(catalog, path);
};

const quotesOf = (catalog: Catalog, author: AuthorRecord): ApiResult<readonly QuoteRecord[]> =>
  ok(catalog.quotesByAuthorId.get(author.id) ?? []);

export const authorQuotesByPath = (catalog: Catalog, path: string): ApiResult<readonly QuoteRecord[]> => {
  const author = catalog.authorByPath.get(path);
  return author ? quotesOf(catalog, author) : noAuthorAtPath(catalog, path);
};

/** The author whose id these digits (as authorIdParamSchema gives them) write, if any; ids are safe integers. */
export const authorWithId = (catalog: Catalog, authorId: string): AuthorRecord | undefined =>
  catalog.authorById.get(Number(authorId));

export const authorQuotesById = (catalog: Catalog, authorId: string): ApiResult<readonly QuoteRecord[]> => {
  const author = authorWithId(catalog, authorId);
  if (author) return quotesOf(catalog, author);
  const retired = catalog.retiredAuthorById.get(Number(authorId));
  return fail(404, retired ? retiredMessage(retired) : `No author has the id ${echo(authorId)}.`);
};
