import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { ApiError } from './errors.ts';

/**
 * JSON bodies: prototype-pollution keys refused, strings must be well-formed Unicode (a lone
 * surrogate cannot be stored on PostgreSQL and is refused on both databases alike).
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Fastify parses text/plain by default; bodies are JSON, so text/plain is 415 unsupported_media_type
  // (not a string that then fails schema validation with a confusing 400).
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      // A lone surrogate can only come from a \u escape (decoded UTF-8 never holds one), so only a
      // body with escapes pays for the check of every string (a reviver makes parsing several times slower).
      const value = sjson.parse(text, text.includes('\\u') ? wellFormedOnly : null, { protoAction: 'error', constructorAction: 'error' });
      done(null, value);
    } catch (err) {
      const message = err instanceof MalformedUnicode ? 'Body contains malformed Unicode (a lone surrogate)' : 'Body is not valid JSON';
      done(new ApiError('invalid_request', message), undefined);
    }
  });
}

class MalformedUnicode extends Error {}

function wellFormedOnly(key: string, value: unknown): unknown {
  if ((typeof value === 'string' && !value.isWellFormed()) || !key.isWellFormed()) throw new MalformedUnicode();
  return value;
}
