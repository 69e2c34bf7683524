/**
 * The reference's "try it" forms: each builds its endpoint's URL from the fields that are filled
 * in (an empty query field is left out, as the API would answer 400 for it) and shows the answer.
 */
import { callApi } from './api.ts';

/** The template with its `{name}` parameters filled in, and the other non-empty fields as the query. */
export const requestPath = (template: string, fields: Iterable<readonly [string, string]>): string => {
  const values = new Map(fields);
  const inPath = new Set<string>();
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    inPath.add(name);
    return encodeURIComponent((values.get(name) ?? '').trim());
  });
  const query = new URLSearchParams(
    [...values].filter(([name, value]) => !inPath.has(name) && value !== ''),
  ).toString();
  return query === '' ? path : `${path}?${query}`;
};

const show = async (form: HTMLFormElement, output: HTMLElement) => {
  const fields = [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]);
  const path = requestPath(form.dataset.path ?? '/', fields);
  const status = output.querySelector<HTMLElement>('[data-status]')!;
  const body = output.querySelector<HTMLElement>('[data-body]')!;
  output.hidden = false;
  output.setAttribute('aria-busy', 'true');
  try {
    const { response, body: answer } = await callApi(path);
    const remaining = response.headers.get('RateLimit-Remaining');
    const link = document.createElement('a');
    link.href = path;
    link.textContent = `GET ${path}`;
    status.replaceChildren(
      link,
      ` → ${response.status} ${response.statusText}`,
      remaining === null ? '' : ` (${remaining} requests left today)`,
    );
    status.classList.toggle('error', !response.ok);
    body.textContent = typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
  } catch (error) {
    status.textContent = `GET ${path} failed: ${error instanceof Error ? error.message : String(error)}`;
    status.classList.add('error');
    body.textContent = '';
  } finally {
    output.removeAttribute('aria-busy');
  }
};

/** Each `form[data-try-it]` sends its request and shows the answer in its `[data-response]` sibling. */
export const wireTryItForms = (root: ParentNode): void => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-try-it]')) {
    const output = form.parentElement?.querySelector<HTMLElement>('[data-response]');
    if (!output) throw new Error(`the form for ${form.dataset.path} has no [data-response] next to it`);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void show(form, output);
    });
  }
};
