import type { FastifyInstance } from 'fastify';

/** How deep a JSON body may nest (objects and arrays); deeper bodies are refused before anything else reads them. */
export const MAX_JSON_DEPTH = 64;

export const NUL_MESSAGE = 'must not contain the NUL character';

interface InputProblem {
  /** Keys from the part's root to the offending value (or to the key that is wrong). */
  path: string[];
  message: string;
}

interface Frame {
  value: object;
  depth: number;
  key: string;
  parent: Frame | null;
}

const pathOf = (frame: Frame | null, last?: string): string[] => {
  const keys = last === undefined ? [] : [last];
  for (let f = frame; f?.parent; f = f.parent) keys.unshift(f.key);
  return keys;
};

/**
 * The first string (value or key) of a parsed input that `textProblem` objects to, or nesting
 * deeper than maxDepth (named as the whole input). Iterative (an explicit stack), so no input can overflow it.
 */
export function firstInputProblem(
  value: unknown,
  textProblem: (text: string) => string | null,
  maxDepth = Infinity,
): InputProblem | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path: [], message } : null;
  }
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const stack: Frame[] = [{ value, depth: 1, key: '', parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.depth > maxDepth) return { path: [], message: `must not nest deeper than ${maxDepth} levels` };
    const isArray = Array.isArray(frame.value);
    for (const key in frame.value) {
      if (!isArray) {
        const message = textProblem(key);
        if (message) return { path: pathOf(frame, key), message: `(the field name) ${message}` };
      }
      const child = (frame.value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        const message = textProblem(child);
        if (message) return { path: pathOf(frame, key), message };
      } else if (child && typeof child === 'object' && !Buffer.isBuffer(child)) {
        stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
      }
    }
  }
  return null;
}

/** NUL (U+0000) refused: PostgreSQL cannot store it in text. */
export const nulProblem = (text: string) => (text.includes('\u0000') ? NUL_MESSAGE : null);

/**
 * A refusal shaped like Fastify's own validation errors, so that every error handler (the API's
 * and the OAuth endpoints' RFC 6749 one) renders it as it renders a schema violation: 400
 * invalid_request naming the field.
 */
export function inputError(context: 'body' | 'params' | 'querystring', problem: InputProblem): Error {
  const field = problem.path.join('.') || (context === 'body' ? 'body' : context);
  return Object.assign(new Error(`${field} ${problem.message}`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validationContext: context,
    validation: [
      {
        instancePath: problem.path.map((k) => `/${k}`).join(''),
        keyword: 'input',
        message: problem.message,
        params: {},
      },
    ],
  });
}

/**
 * No text the API reads may hold NUL (U+0000): PostgreSQL cannot store it in text, so path
 * parameters, query values and bodies of every kind (JSON, forms) are refused with 400 before
 * validation, on both databases alike (JSON bodies by their parser). Multipart parts are read later by their route, which
 * accepts only a file.
 */
export function registerNulCheck(app: FastifyInstance): void {
  // A callback hook: on every request's path, it spares a promise an async hook would cost.
  app.addHook('preValidation', (req, _reply, done) => {
    // A JSON body was checked by its parser (src/http/json-body.ts), in the walk it makes anyway.
    const body = isJson(req.headers['content-type']) ? undefined : req.body;
    for (const [context, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', body],
    ] as const) {
      const problem = firstInputProblem(value, nulProblem);
      if (problem) return done(inputError(context, problem));
    }
    done();
  });
}

/** Whether a Content-Type names the JSON media type, the one src/http/json-body.ts parses. */
function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}
