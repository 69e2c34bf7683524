/** The home page's live parts: a random quote (and another), the quote of the hour, the examples. */
import type { AuthorRecord, Page, QuoteRecord } from '../schema/records.ts';
import { apiData } from './api.ts';
import { exampleRequest } from './examples.ts';
import { quoteFigure } from './quote-figure.ts';
import { authorPosition, hourOf, quoteIndex } from './quote-of-the-hour.ts';

interface ApiIndex {
  readonly counts: { readonly quotes: number; readonly authors: number; readonly topics: number };
}

const message = (text: string, isError = false): HTMLElement => {
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  if (isError) paragraph.className = 'error';
  return paragraph;
};

/** Fills `slot` with what `load` finds, or with the API's error message, marking it busy meanwhile. */
const fill = async (slot: HTMLElement, load: () => Promise<Node>): Promise<void> => {
  slot.setAttribute('aria-busy', 'true');
  try {
    slot.replaceChildren(await load());
  } catch (error) {
    slot.replaceChildren(message(error instanceof Error ? error.message : String(error), true));
  } finally {
    slot.removeAttribute('aria-busy');
  }
};

/** The curl examples, pointed at this origin and filled with the values of `quote`. */
const showExamples = (root: ParentNode, quote?: QuoteRecord): void => {
  for (const code of root.querySelectorAll<HTMLElement>('[data-example]')) {
    const required = (code.dataset.query ?? '').split(' ').filter((name) => name !== '');
    code.textContent = `curl '${location.origin}${exampleRequest(code.dataset.example ?? '/', required, quote)}'`;
  }
};

const randomQuote = async (root: ParentNode): Promise<Node> => {
  const [quote] = await apiData<QuoteRecord[]>('/quotes/random?limit=1');
  if (!quote) return message('The dataset has no quotes.');
  showExamples(root, quote);
  return quoteFigure(quote);
};

/** The n-th author of the hour (one-item pages make the position a page number), then one of their quotes. */
const quoteOfTheHour = async (counts: HTMLElement): Promise<Node> => {
  const index = await apiData<ApiIndex>('/');
  const { quotes, authors, topics } = index.counts;
  counts.textContent = `${quotes.toLocaleString('en')} quotes by ${authors.toLocaleString('en')} authors, on ${topics} topics`;
  if (authors === 0) return message('The dataset has no authors.');
  const hour = hourOf(Date.now());
  const page = await apiData<Page<AuthorRecord>>(`/authors?per_page=1&page=${authorPosition(hour, authors)}`);
  const author = page.items[0];
  if (!author) throw new Error('The author of the hour is missing from /authors.');
  const list = await apiData<QuoteRecord[]>(`/authors/${author.path}/quotes`);
  const quote = list[quoteIndex(hour, list.length)];
  return quote ? quoteFigure(quote) : message(`${author.full_name} has no quotes.`);
};

export const startHomePage = (root: Document): void => {
  const random = root.querySelector<HTMLElement>('[data-random]')!;
  const another = root.querySelector<HTMLButtonElement>('[data-another]')!;
  showExamples(root);
  // A busy flag rather than `disabled`, which would take the keyboard focus away from the button.
  let loading = false;
  const showRandom = () => {
    if (loading) return;
    loading = true;
    void fill(random, () => randomQuote(root)).finally(() => {
      loading = false;
    });
  };
  showRandom();
  another.addEventListener('click', showRandom);
  void fill(root.querySelector<HTMLElement>('[data-hour]')!, () =>
    quoteOfTheHour(root.querySelector<HTMLElement>('[data-counts]')!),
  );
};
