/**
 * Hostile requests against the real worker in workerd: random and adversarial values for every
 * parameter and path segment of every endpoint, sent byte for byte. Whatever the request, the
 * answer is one of the API's statuses, JSON in the envelope, with nosniff, no stack trace, and no
 * more than a short part of the input echoed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { rawRequest, type RawResponse } from '../support/raw-request.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

const SEED = 20261122;
const RUNS = 800;

const STATUSES = [200, 304, 400, 404, 405, 429];
/**
 * Longest request target sent. HTTP servers refuse longer ones before any worker runs (workerd
 * answers 414 past 64 KiB; Cloudflare's edge past 32 KB), so they cannot test the worker.
 */
const MAX_TARGET = 64_000;
/** echo() shows at most this many code points of a client's value. */
const ECHO_LIMIT = 40;

let tree: Awaited<ReturnType<typeof buildTree>>;
let worker: TestWorker;

beforeAll(async () => {
  tree = await buildTree(FIXTURE_CONTENT);
  // No rate limit: it reads no part of the URL, and its own tests cover it.
  worker = await startTestWorker({ assetsDir: tree.dir });
});

afterAll(async () => {
  await worker?.dispose();
  tree?.remove();
});

const BROKEN_ENCODINGS = ['%', '%0', '%zz', '%e2%82', '%ed%a0%80', '%c0%af', '%ff%fe', '%00', '%2500', '%252e%252e'];
const TRAVERSALS = [
  '.',
  '..',
  '..%2f',
  '%2e%2e',
  '.%2e',
  '%2e%2e%2f',
  '..%5c',
  '%2f',
  '%2F%2F',
  '..%2f_data%2fcatalog.json',
];
const LOOKALIKE_NUMBERS = ['1e1', '0x0a', ' 10', '+10', '10.0', '-1', '-0', '00010', '9007199254740992', '١٠', '１０'];
const INJECTIONS = [
  '{"success":true,"data":1,"error":null}',
  '[]',
  'null',
  '<script>alert(1)</script>',
  '<!doctype html><h1>hi</h1>',
  "' OR '1'='1' --",
  '"; DROP TABLE quotes; --',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  'C:\\Windows\\win.ini',
  '%s%n%x',
  '\r\nSet-Cookie: a=1',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  'ﬀ',
  'ẞ',
  'İ',
  '\u212B',
];

/** Client text: any code points, graphemes in every normalisation form, injections, numbers of any size. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .tuple(fc.string({ unit: 'grapheme-composite', maxLength: 8 }), fc.constantFrom('NFC', 'NFD', 'NFKC', 'NFKD'))
    .map(([value, form]) => value.normalize(form)),
  fc.constantFrom(...INJECTIONS, ...LOOKALIKE_NUMBERS),
  fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })).map(String),
);

/** 10,000 code points (5,000 for 4-byte characters, so that the target stays within MAX_TARGET). */
const LONG_VALUES = [
  'a'.repeat(10_000),
  '9'.repeat(10_000),
  'é'.repeat(10_000),
  'e\u0301'.repeat(5_000),
  '😀'.repeat(5_000),
].map(encodeURIComponent);

/** Values as sent on the wire that every parameter and path segment must withstand. */
const ADVERSARIAL_VALUES = [
  ...BROKEN_ENCODINGS,
  ...TRAVERSALS,
  ...[...INJECTIONS, ...LOOKALIKE_NUMBERS].map(encodeURIComponent),
  ...LONG_VALUES,
  '%zz'.repeat(3_334),
  '',
];

/** One value as sent on the wire: percent-encoded text, or what no encoder writes. */
const piece = fc.oneof(
  { weight: 3, arbitrary: text.map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.constantFrom(...ADVERSARIAL_VALUES) },
);
const wireValue = fc.oneof(
  { weight: 4, arbitrary: piece },
  fc.array(piece, { minLength: 2, maxLength: 4 }).map((pieces) => pieces.join('')),
);

/** A path segment: fixed (`quotes`) or a resource's slot, with the values that name something. */
type Segment = string | readonly string[];

interface Endpoint {
  readonly segments: readonly Segment[];
  /** Each known parameter with valid values, so that a hostile value of one meets valid others. */
  readonly params: Readonly<Record<string, readonly string[]>>;
}

const ENDPOINTS: readonly Endpoint[] = [
  { segments: [], params: {} },
  { segments: ['openapi.json'], params: {} },
  { segments: ['quotes', 'random'], params: { limit: ['1', '50'] } },
  { segments: ['quotes', 'recent'], params: { days: ['30', '3650'], limit: ['5'] } },
  { segments: ['quotes', 'by-length'], params: { min: ['10'], max: ['100'], limit: ['3'] } },
  { segments: ['quotes', 'by-author', ['1', '2']], params: {} },
  { segments: ['quotes', ['always-do-right', 'a-lie-can-travel']], params: {} },
  {
    segments: ['search'],
    params: { q: ['twain', 'einstien'], type: ['all', 'quotes', 'authors'], page: ['1', '2'], per_page: ['5'] },
  },
  { segments: ['search', 'suggestions'], params: { q: ['tw'], limit: ['5'] } },
  {
    segments: ['authors'],
    params: {
      page: ['1', '2'],
      per_page: ['20', '3'],
      letter: ['t', 'C'],
      type: ['person', 'proverb'],
      sort: ['name', 'quotes', 'date'],
    },
  },
  { segments: ['authors', ['mark-twain', 'karel-capek']], params: {} },
  { segments: ['authors', ['mark-twain'], 'quotes'], params: {} },
  { segments: ['topics'], params: {} },
  { segments: ['topics', ['wisdom', 'humor']], params: {} },
];

interface HostileRequest {
  readonly method: string;
  readonly target: string;
  readonly headers: Record<string, string>;
  /** Every value the request carries, as sent and as decoded, for the echo check. */
  readonly inputs: readonly string[];
  readonly openapi: boolean;
  readonly [fc.toStringMethod]: () => string;
}

const segmentArbitrary = (segment: Segment) =>
  typeof segment === 'string'
    ? fc.oneof({ weight: 8, arbitrary: fc.constant(segment) }, { weight: 1, arbitrary: wireValue })
    : fc.oneof(fc.constantFrom(...segment), { weight: 3, arbitrary: wireValue });

const queryArbitrary = (params: Endpoint['params']) =>
  fc
    .tuple(
      ...Object.entries(params).map(([name, valid]) =>
        fc
          .option(fc.array(fc.oneof(fc.constantFrom(...valid), wireValue), { minLength: 1, maxLength: 3 }), {
            nil: undefined,
          })
          .map((values) => (values ?? []).map((value) => [name, value] as const)),
      ),
      fc.array(fc.tuple(wireValue, wireValue), { maxLength: 2 }),
    )
    .map((groups) => groups.flat() as (readonly [string, string])[]);

const decoded = (wire: string): string => {
  try {
    return decodeURIComponent(wire);
  } catch {
    return wire;
  }
};

interface RequestParts {
  readonly endpoint: Endpoint;
  readonly segments: readonly string[];
  readonly suffix?: string;
  readonly query: readonly (readonly [string, string])[];
  readonly method?: string;
  readonly ifNoneMatch?: string | undefined;
}

const hostileRequestOf = ({
  endpoint,
  segments,
  suffix = '',
  query,
  method = 'GET',
  ifNoneMatch,
}: RequestParts): HostileRequest => {
  const path = `/${segments.join('/')}${suffix}`;
  const search = query.map(([name, value]) => `${name}=${value}`).join('&');
  const target = search ? `${path}?${search}` : path;
  const values = [...segments, ...query.flat()];
  return {
    method,
    target,
    headers: ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch },
    inputs: [
      path,
      ...values,
      ...values.map(decoded),
      ...query.map(([, value]) => new URLSearchParams(`v=${value}`).get('v')!),
    ],
    openapi: endpoint.segments[0] === 'openapi.json',
    // Counterexamples print as the request line, shortened: targets run to 64 KB.
    [fc.toStringMethod]: () =>
      `${method} ${target.length > 300 ? `${target.slice(0, 300)}… (${target.length} characters)` : target}`,
  };
};

/** The first valid value of each slot and parameter: a request that names something real. */
const validParts = (endpoint: Endpoint) => ({
  segments: endpoint.segments.map((segment) => (typeof segment === 'string' ? segment : segment[0]!)),
  query: Object.entries(endpoint.params).map(([name, valid]) => [name, valid[0]!] as const),
});

/** Every place a client's value goes: each slot and each parameter of each endpoint, the others valid. */
const POSITIONS = ENDPOINTS.flatMap((endpoint) => {
  const valid = validParts(endpoint);
  const name = `/${endpoint.segments.map((segment) => (typeof segment === 'string' ? segment : '{slot}')).join('/')}`;
  return [
    ...endpoint.segments.flatMap((segment, index) =>
      typeof segment === 'string'
        ? []
        : [
            {
              position: `${name} slot`,
              requestFor: (value: string) =>
                hostileRequestOf({ endpoint, segments: valid.segments.with(index, value), query: valid.query }),
            },
          ],
    ),
    ...Object.keys(endpoint.params).map((param) => ({
      position: `${name}?${param}=`,
      requestFor: (value: string) =>
        hostileRequestOf({
          endpoint,
          segments: valid.segments,
          query: valid.query.map(([other, validValue]) => [other, other === param ? value : validValue] as const),
        }),
    })),
  ];
});

const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .constantFrom(...ENDPOINTS)
  .chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      segments: fc.tuple(...endpoint.segments.map(segmentArbitrary)),
      suffix: fc.constantFrom('', '', '', '', '/', '//', '/.', '/..', '/%2e%2e', '#fragment'),
      query: queryArbitrary(endpoint.params),
      method: fc.oneof(
        { weight: 16, arbitrary: fc.constant('GET') },
        { weight: 2, arbitrary: fc.constant('HEAD') },
        { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND') },
      ),
      ifNoneMatch: fc.option(fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"'), piece), { nil: undefined, freq: 8 }),
    }),
  )
  .map(hostileRequestOf);

/** What a stack trace or an exception's name looks like; no message of the API holds one. */
const STACK_TRACE = /\n\s*at |\.(ts|js):\d+:\d+|\b(Type|Range|Syntax|Reference|URI)Error\b/;

/** True when `message` holds more than ECHO_LIMIT consecutive code points of one of the inputs. */
const echoesTooMuch = (message: string, inputs: readonly string[]): boolean => {
  const points = [...message];
  for (let start = 0; start + ECHO_LIMIT < points.length; start++) {
    const run = points.slice(start, start + ECHO_LIMIT + 1).join('');
    if (inputs.some((input) => input.includes(run))) return true;
  }
  return false;
};

const expectWellFormed = (request: HostileRequest, response: RawResponse) => {
  const { status, headers, body } = response;
  expect(STATUSES).toContain(status);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const allowed = request.method === 'GET' || request.method === 'HEAD';
  expect(status === 405).toBe(!allowed);
  if (status === 405) expect(headers.allow).toBe('GET, HEAD, OPTIONS');
  if (status === 304) expect(request.headers['If-None-Match']).toBeDefined();
  if (request.method === 'HEAD' || status === 304) {
    expect(body).toBe('');
    return;
  }
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (status === 200 && request.openapi && 'openapi' in parsed) {
    expect(parsed.openapi).toBe('3.1.0');
    return;
  }
  expect(Object.keys(parsed).sort()).toEqual(['data', 'error', 'success']);
  expect(parsed.success).toBe(status === 200);
  if (status === 200) {
    expect(parsed.error).toBeNull();
    return;
  }
  expect(parsed.data).toBeNull();
  const error = parsed.error as string;
  expect(typeof error).toBe('string');
  expect(error).not.toMatch(STACK_TRACE);
  expect(echoesTooMuch(error, request.inputs), `echoes more than ${ECHO_LIMIT} characters: ${error}`).toBe(false);
};

const send = (request: HostileRequest) => rawRequest(worker.origin, request.target, request.method, request.headers);

test.each(POSITIONS)('$position withstands every adversarial value', async ({ requestFor }) => {
  for (const value of ADVERSARIAL_VALUES) {
    const request = requestFor(value);
    expectWellFormed(request, await send(request));
  }
});

test('every request of the URL space answers a well-formed API response', async () => {
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (request) => {
      fc.pre(request.target.length <= MAX_TARGET);
      expectWellFormed(request, await send(request));
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

test('no request made the worker log a fault', () => {
  expect(worker.logs).toEqual([]);
});
