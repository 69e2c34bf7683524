/**
 * What the site shows of the OpenAPI document (src/schema/openapi.ts): its endpoints, their
 * parameters, answers and errors, and the records. Read from the document at build time, so the
 * pages list exactly what the API declares and never a second, hand-kept list.
 */
import { openApiDocument } from '../schema/openapi.ts';

/** The parts of JSON Schema the document uses. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly description?: string;
}

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
}

interface Response {
  readonly description: string;
  readonly content?: { readonly 'application/json': { readonly schema: JsonSchema } };
}

interface Operation {
  readonly summary: string;
  readonly description: string;
  readonly operationId: string;
  readonly parameters?: readonly Parameter[];
  readonly responses: Readonly<Record<string, Response>>;
}

export interface OpenApiDocument {
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly paths: Readonly<Record<string, { readonly get: Operation }>>;
  readonly components: { readonly schemas: Readonly<Record<string, JsonSchema>> };
}

/** A type as words, with the records it names as links: `array of` + Quote. */
export type TypeParts = readonly (string | { readonly record: string })[];

export interface FieldView {
  readonly name: string;
  readonly type: TypeParts;
  readonly required: boolean;
  /** Range, length, pattern, format: the rules a value follows, as short phrases. */
  readonly rules: readonly string[];
  readonly values?: readonly string[];
  readonly default?: string;
  readonly description?: string;
}

export interface ParameterView extends FieldView {
  readonly in: 'path' | 'query';
}

export interface EndpointView {
  readonly path: string;
  readonly anchor: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly ParameterView[];
  /** The type of `data` in a successful answer. */
  readonly data: TypeParts;
  readonly responses: readonly { readonly status: string; readonly description: string }[];
}

export interface RecordView {
  readonly name: string;
  readonly anchor: string;
  readonly fields: readonly FieldView[];
}

export interface ReferenceView {
  readonly title: string;
  readonly version: string;
  readonly description: string;
  readonly endpoints: readonly EndpointView[];
  readonly records: readonly RecordView[];
}

const REF_PREFIX = '#/components/schemas/';
/** zod's `z.int()` bounds: no limit that a reader needs to know. */
const SAFE = Number.MAX_SAFE_INTEGER;

export const recordAnchor = (name: string): string => `record-${name.toLowerCase()}`;

const refName = (ref: string): string => ref.slice(REF_PREFIX.length);

const typeParts = (schema: JsonSchema): TypeParts => {
  if (schema.$ref) return [{ record: refName(schema.$ref) }];
  if (schema.type === 'array' && schema.items) return ['array of ', ...typeParts(schema.items)];
  if (schema.type === 'object' && schema.properties) return [`object (${Object.keys(schema.properties).join(', ')})`];
  if (Array.isArray(schema.type)) return [schema.type.join(' or ')];
  if (typeof schema.type === 'string') return [schema.type];
  return ['any'];
};

const rangeRule = (minimum: number | undefined, maximum: number | undefined): string | null => {
  const min = minimum === undefined || minimum <= -SAFE ? undefined : minimum;
  const max = maximum === undefined || maximum >= SAFE ? undefined : maximum;
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  if (max !== undefined) return `at most ${max}`;
  return null;
};

const rules = (schema: JsonSchema): string[] =>
  [
    rangeRule(schema.minimum, schema.maximum),
    schema.minLength !== undefined ? `at least ${schema.minLength} characters` : null,
    schema.maxLength !== undefined ? `at most ${schema.maxLength} characters` : null,
    schema.format ? `format ${schema.format}` : null,
    // A date's pattern restates its format; any other pattern is the rule itself.
    schema.pattern && !schema.format ? `matches ${schema.pattern}` : null,
    schema.const !== undefined ? `always ${JSON.stringify(schema.const)}` : null,
  ].filter((rule) => rule !== null);

const fieldView = (name: string, schema: JsonSchema, required: boolean): FieldView => ({
  name,
  type: typeParts(schema),
  required,
  rules: rules(schema),
  ...(schema.enum ? { values: schema.enum.map(String) } : {}),
  ...(schema.default !== undefined ? { default: String(schema.default) } : {}),
  ...(schema.description ? { description: schema.description } : {}),
});

const parameterView = (parameter: Parameter): ParameterView => ({
  ...fieldView(parameter.name, parameter.schema, parameter.required),
  // Every parameter arrives as text; a schema without a type still takes a string.
  ...(parameter.schema.type === undefined && !parameter.schema.$ref ? { type: ['string'] } : {}),
  ...(parameter.description ? { description: parameter.description } : {}),
  in: parameter.in,
});

/** The schema of a successful answer: the envelope, whose `data` is what the endpoint returns. */
const successEnvelope = (operation: Operation): string | undefined => {
  const ref = operation.responses['200']?.content?.['application/json'].schema.$ref;
  return ref === undefined ? undefined : refName(ref);
};

export const referenceView = (document: OpenApiDocument): ReferenceView => {
  const { schemas } = document.components;
  const operations = Object.entries(document.paths).map(([path, { get }]) => ({ path, operation: get }));
  const envelopes = new Set(operations.map(({ operation }) => successEnvelope(operation)));
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    endpoints: operations.map(({ path, operation }) => {
      const envelope = schemas[successEnvelope(operation) ?? ''];
      return {
        path,
        anchor: operation.operationId,
        summary: operation.summary,
        description: operation.description,
        parameters: (operation.parameters ?? []).map(parameterView),
        data: envelope?.properties?.data ? typeParts(envelope.properties.data) : ['any'],
        responses: Object.entries(operation.responses).map(([status, { description }]) => ({ status, description })),
      };
    }),
    records: Object.entries(schemas)
      .filter(([name]) => !envelopes.has(name))
      .map(([name, schema]) => ({
        name,
        anchor: recordAnchor(name),
        fields: Object.entries(schema.properties ?? {}).map(([field, fieldSchema]) =>
          fieldView(field, fieldSchema, schema.required?.includes(field) ?? false),
        ),
      })),
  };
};

/** This API's reference, from the document it serves at /openapi.json. */
export const apiReference = (): ReferenceView => referenceView(openApiDocument() as unknown as OpenApiDocument);
