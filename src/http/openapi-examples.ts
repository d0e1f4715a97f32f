/**
 * Examples for the OpenAPI document where a route gives none: a value built from the schema
 * (required fields of request bodies, every field of answers), valid against it, so every body and
 * answer shows one. Routes give their own (`withExample`, `DataOf(…, example)`) where a real-looking
 * value says more.
 */

type Schema = Record<string, unknown>;

/** Candidates for a string with a pattern: the first the pattern accepts is the example. */
const PATTERN_CANDIDATES = [
  'example',
  '2026-11-20',
  '03-1234-5678',
  '604-8001',
  'shopper@example.jp',
  '#4A90E2',
  'spring26',
  'U1234567890abcdef',
];

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-11-02T03:04:05.000Z',
  date: '2026-11-20',
  uri: 'https://shop.example.jp/',
  url: 'https://shop.example.jp/',
  email: 'support@shop.example.jp',
  uuid: '3f0c2a4e-8b1d-4c6a-9e2f-5d7b8a1c0e3f',
};

function sampleOf(schema: unknown, schemas: Record<string, unknown>, request: boolean, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return sampleOf(schemas[s.$ref.split('/').pop()!], schemas, request, depth + 1);
  if ('const' in s) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0] as unknown;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.enum)) return s.enum[0] as unknown;
  if (Array.isArray(s.allOf))
    return Object.assign(
      {},
      ...s.allOf.map((part) => sampleOf(part, schemas, request, depth + 1) as object),
    ) as unknown;
  const choices = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(choices)) {
    const chosen = choices.find((c) => c.type !== 'null') ?? choices[0];
    return sampleOf(chosen, schemas, request, depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  switch (type ?? (s.properties ? 'object' : undefined)) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => !request || required.has(name))
          .map(([name, property]) => [name, sampleOf(property, schemas, request, depth + 1)]),
      );
    }
    case 'array':
      return [sampleOf(s.items, schemas, request, depth + 1)];
    case 'string': {
      const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : null;
      const text =
        (pattern ? PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) : undefined) ??
        (typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined) ??
        'example';
      return text.padEnd(typeof s.minLength === 'number' ? s.minLength : 0, 'x');
    }
    case 'integer':
    case 'number': {
      const minimum = typeof s.minimum === 'number' ? s.minimum : 0;
      return minimum === 0 && s.not ? 1 : minimum;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: unknown;
}
interface OperationParts {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

/** Gives every request body and response of the document's operations an example when it has none. */
export function withSampleExamples<Doc extends object>(document: Doc): Doc {
  const doc = document as {
    paths?: Record<string, Record<string, OperationParts>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = doc.components?.schemas ?? {};
  const fill = (media: Media | undefined, request: boolean) => {
    if (media?.schema && media.example === undefined && media.examples === undefined)
      media.example = sampleOf(media.schema, schemas, request);
  };
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) fill(media, true);
      for (const response of Object.values(operation.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) fill(media, false);
    }
  return document;
}
