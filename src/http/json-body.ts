import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { ApiError } from '../lib/errors.ts';
import { firstInputProblem, inputError, MAX_JSON_DEPTH, nulProblem } from './input-checks.ts';

/**
 * JSON bodies: prototype-pollution keys refused, nesting bounded (MAX_JSON_DEPTH), strings and
 * keys must hold no NUL and be well-formed Unicode (PostgreSQL can store neither a NUL nor a lone
 * surrogate; both are refused on both databases alike). Refusals name the field.
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Fastify parses text/plain by default; bodies are JSON, so text/plain is 415 unsupported_media_type
  // (not a string that then fails schema validation with a confusing 400).
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = sjson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(new ApiError('invalid_request', 'Body is not valid JSON'), undefined);
    }
    // A lone surrogate or a NUL can only come from a \u escape (decoded UTF-8 never holds a lone
    // surrogate, and JSON refuses a raw NUL), and a body with at most MAX_JSON_DEPTH brackets cannot
    // nest deeper: most bodies skip the walk.
    const escaped = text.includes('\\u');
    if (escaped || bracketsExceed(text, MAX_JSON_DEPTH)) {
      const problem = firstInputProblem(value, escaped ? escapedTextProblem : () => null, MAX_JSON_DEPTH);
      if (problem) return done(inputError('body', problem), undefined);
    }
    done(null, value);
  });
}

const escapedTextProblem = (text: string) =>
  text.isWellFormed() ? nulProblem(text) : 'must be well-formed Unicode (a lone surrogate is not)';

function bracketsExceed(text: string, limit: number): boolean {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === 0x5b || c === 0x7b) && ++n > limit) return true; // [ {
  }
  return false;
}
