/**
 * The search page: the shipped index searched in the browser through the project's client library.
 * Typing fetches index files (each once, then cached) and never calls the API's /search.
 */
import {
  createSearch,
  type AuthorRecord,
  type Page,
  type QuoteRecord,
  type SearchResult,
  type SearchType,
  type Suggestion,
} from '../client/index.ts';
import { combobox } from './combobox.ts';
import { highlighter } from './highlight.ts';
import { quoteFigure, type Format } from './quote-figure.ts';

const PER_PAGE = 10;
const SUGGESTION_LIMIT = 8;
/** A pause in typing before searching, so that a fast typist does not start a search per letter. */
const TYPING_PAUSE_MS = 120;
/** The API's shortest query, after trimming. */
const QUERY_MIN = 2;
const SEARCH_TYPES: readonly SearchType[] = ['all', 'quotes', 'authors'];

const tooShort = (q: string): boolean => [...q.trim()].length < QUERY_MIN;

const plural = (count: number, word: string): string =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

const summary = (q: string, result: SearchResult): string => {
  const lists = [
    result.quotes && plural(result.quotes.pagination.total, 'quote'),
    result.authors && plural(result.authors.pagination.total, 'author'),
  ].filter((text) => text !== undefined);
  const total = (result.quotes?.pagination.total ?? 0) + (result.authors?.pagination.total ?? 0);
  if (total === 0) return `Nothing matches “${q.trim()}”.`;
  return `${lists.join(' and ')} ${lists.length === 1 && total === 1 ? 'matches' : 'match'} “${q.trim()}”.`;
};

const link = (href: string, text: string): HTMLAnchorElement => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
};

const authorItem = (author: AuthorRecord, format: Format): Node => {
  const item = document.createElement('div');
  const name = document.createElement('strong');
  name.replaceChildren(format(author.full_name));
  const parts: (Node | string)[] = [
    name,
    ` · ${author.type} · ${plural(author.quote_count, 'quote')} · `,
    link(`/authors/${author.path}`, 'JSON'),
  ];
  if (author.description) {
    const description = document.createElement('p');
    description.textContent = author.description;
    parts.push(description);
  }
  item.replaceChildren(...parts);
  return item;
};

const suggestionContent = (suggestion: Suggestion, format: Format): Node => {
  const fragment = document.createDocumentFragment();
  const text = document.createElement('span');
  text.replaceChildren(format(suggestion.text));
  const kind = document.createElement('span');
  kind.className = 'muted';
  // Authors and topics say what they are; a query completion is just text.
  kind.textContent = suggestion.type === 'query' ? '' : suggestion.type;
  // The space keeps the option's accessible name two words ("Mark Twain author"); the layout hides it.
  fragment.replaceChildren(text, ' ', kind);
  return fragment;
};

type ResultList<T> = ReturnType<typeof resultList<T>>;

/** One list of results (quotes or authors): its section, count, items and "more" button. */
const resultList = <T>(section: HTMLElement, render: (item: T, format: Format) => Node) => {
  const items = section.querySelector('ol')!;
  const total = section.querySelector<HTMLElement>('[data-total]')!;
  const more = section.querySelector<HTMLButtonElement>('[data-more]')!;
  let shownPage = 0;
  return {
    more,
    nextPage: () => shownPage + 1,
    hide: () => {
      section.hidden = true;
    },
    /** Shows a page (after the shown ones when `append`), or hides the list when there is none; returns the first new item. */
    show(page: Page<T> | undefined, format: Format, append = false): HTMLElement | undefined {
      section.hidden = page === undefined;
      if (!page) return undefined;
      const added = page.items.map((record) => {
        const item = document.createElement('li');
        item.tabIndex = -1;
        item.replaceChildren(render(record, format));
        return item;
      });
      items.replaceChildren(...(append ? [...items.children] : []), ...added);
      shownPage = page.pagination.page;
      total.textContent = `(${page.pagination.total.toLocaleString('en')})`;
      more.hidden = page.pagination.page >= page.pagination.total_pages;
      return added[0];
    },
  };
};

export const startSearchPage = (root: Document): void => {
  const form = root.querySelector<HTMLFormElement>('form[data-search]')!;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const lists = {
    quotes: resultList<QuoteRecord>(root.querySelector('[data-list="quotes"]')!, quoteFigure),
    authors: resultList<AuthorRecord>(root.querySelector('[data-list="authors"]')!, authorItem),
  };
  const opening = createSearch({ baseUrl: new URL(form.dataset.index ?? '/', location.href) });

  const showStatus = (text: string, isError = false) => {
    status.textContent = text;
    status.classList.toggle('error', isError);
  };
  const showFailure = (error: unknown) =>
    showStatus(`The search failed: ${error instanceof Error ? error.message : String(error)}`, true);

  // Answers may arrive out of order; only the latest request's answer is shown.
  let searchTicket = 0;
  let suggestTicket = 0;
  let shownQuery = '';

  const runSearch = async () => {
    const q = input.value;
    const type = (new FormData(form).get('type') ?? 'all') as SearchType;
    const ticket = ++searchTicket;
    const query = new URLSearchParams({ ...(q === '' ? {} : { q }), ...(type === 'all' ? {} : { type }) });
    history.replaceState(null, '', `${location.pathname}${query.size > 0 ? `?${query}` : ''}`);
    if (tooShort(q)) {
      lists.quotes.hide();
      lists.authors.hide();
      showStatus(q.trim() === '' ? '' : `Type at least ${QUERY_MIN} characters.`);
      return;
    }
    try {
      const result = await (await opening).search(q, { type, per_page: PER_PAGE });
      if (ticket !== searchTicket) return;
      shownQuery = q;
      const format = highlighter(q);
      lists.quotes.show(result.quotes, format);
      lists.authors.show(result.authors, format);
      showStatus(summary(q, result));
    } catch (error) {
      if (ticket === searchTicket) showFailure(error);
    }
  };

  const suggestions = combobox<Suggestion>({
    input,
    listbox: root.querySelector<HTMLElement>('[role="listbox"]')!,
    render: (suggestion) => suggestionContent(suggestion, highlighter(input.value)),
    choose: (suggestion) => {
      ++suggestTicket;
      input.value = suggestion.text;
      void runSearch();
    },
  });

  const runSuggest = async () => {
    const q = input.value;
    const ticket = ++suggestTicket;
    if (tooShort(q)) {
      suggestions.show([]);
      return;
    }
    try {
      const found = await (await opening).suggest(q, { limit: SUGGESTION_LIMIT });
      if (ticket === suggestTicket) suggestions.show(found);
    } catch {
      // The search's own failure, shown in the status, says what went wrong.
      suggestions.show([]);
    }
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      void runSuggest();
      void runSearch();
    }, TYPING_PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    ++suggestTicket;
    suggestions.close();
    void runSearch();
  });
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'type') void runSearch();
  });

  /** The next page of one list, after the shown ones; the focus moves to its first item. */
  const showMore =
    <T>(list: ResultList<T>, type: 'quotes' | 'authors', pick: (result: SearchResult) => Page<T> | undefined) =>
    async () => {
      const ticket = searchTicket;
      try {
        const result = await (await opening).search(shownQuery, { type, page: list.nextPage(), per_page: PER_PAGE });
        if (ticket === searchTicket) list.show(pick(result), highlighter(shownQuery), true)?.focus();
      } catch (error) {
        showFailure(error);
      }
    };
  lists.quotes.more.addEventListener(
    'click',
    showMore(lists.quotes, 'quotes', (result) => result.quotes),
  );
  lists.authors.more.addEventListener(
    'click',
    showMore(lists.authors, 'authors', (result) => result.authors),
  );

  opening.catch((error: unknown) =>
    showStatus(`The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`, true),
  );
  const initial = new URLSearchParams(location.search);
  const initialType = initial.get('type') as SearchType | null;
  if (initialType && SEARCH_TYPES.includes(initialType)) {
    form.querySelector<HTMLInputElement>(`input[name="type"][value="${initialType}"]`)!.checked = true;
  }
  input.value = initial.get('q') ?? '';
  if (input.value !== '') void runSearch();
};
