import * as z from 'zod';
import { ENDPOINTS, API_NAME, API_VERSION, type EndpointSpec } from './endpoints.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from './records.ts';

type JsonObject = Record<string, unknown>;

const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];

/** JSON Schema of a parameter's zod schema, as OpenAPI 3.1 embeds it (no `$schema`). */
const jsonSchema = (schema: z.ZodType): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonObject;
  return rest;
};

const responseSchemaId = (endpoint: EndpointSpec): string => `${operationId(endpoint.path).slice(3)}Response`;

/** Every record and every endpoint's response envelope, as components that reference each other. */
const componentSchemas = (): JsonObject => {
  const registry = z.registry<{ id: string }>();
  registry.add(errorEnvelopeSchema, { id: 'Error' });
  for (const [id, schema] of z.globalRegistry._idmap) registry.add(schema, { id });
  for (const endpoint of ENDPOINTS)
    registry.add(successEnvelopeSchema(endpoint.data), { id: responseSchemaId(endpoint) });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...rest }]) => [id, rest]),
  );
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const operation = (endpoint: EndpointSpec): JsonObject => {
  const parameters = [
    ...(endpoint.pathParams ?? []).map((param) => ({
      name: param.name,
      in: 'path',
      required: true,
      description: param.description,
      schema: jsonSchema(param.schema),
    })),
    ...Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => {
      const { description, ...rest } = jsonSchema(schema as z.ZodType);
      return {
        name,
        in: 'query',
        required: !(schema as z.ZodType).safeParse(undefined).success,
        ...(description ? { description } : {}),
        schema: rest,
      };
    }),
  ];
  const headers = Object.fromEntries(
    ['ETag', ...RATE_LIMIT_HEADERS].map((name) => [name, { schema: { type: 'string' } }]),
  );
  const responses: JsonObject = {
    '200': {
      description: endpoint.summary,
      headers,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${responseSchemaId(endpoint)}` } } },
    },
  };
  if (endpoint.cache === 'immutable')
    responses['304'] = { description: 'Not modified (If-None-Match matched the ETag).' };
  if (parameters.length > 0)
    responses['400'] = errorResponse('A parameter is invalid; the message names it and the rule.');
  responses['404'] = errorResponse(endpoint.notFound ?? 'Unknown path.');
  responses['405'] = errorResponse('Method not allowed: only GET, HEAD and OPTIONS (see the Allow header).');
  responses['429'] = errorResponse('Daily rate limit reached; Retry-After gives the seconds to the next UTC midnight.');
  return {
    summary: endpoint.summary,
    description: endpoint.description,
    operationId: operationId(endpoint.path),
    ...(parameters.length > 0 ? { parameters } : {}),
    responses,
  };
};

const operationId = (path: string): string =>
  path === '/'
    ? 'getIndex'
    : 'get' +
      path
        .split(/[/{}_-]+/)
        .filter(Boolean)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('');

/** The OpenAPI 3.1 document of the API, generated from the same zod schemas the code validates with. */
export const openApiDocument = (): JsonObject => ({
  openapi: '3.1.0',
  info: {
    title: API_NAME,
    version: API_VERSION,
    description:
      'A read-only API of quotes, their authors and their topics. Every response is JSON in the envelope ' +
      '{"success", "data", "error"}. Rate limit: 100 requests per UTC day per client IP.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/' }],
  paths: Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.path, { get: operation(endpoint) }])),
  components: { schemas: componentSchemas() },
});
