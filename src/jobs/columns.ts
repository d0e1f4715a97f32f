import type { TSchema } from '@sinclair/typebox';

/*
 * A CSV row's columns as the body of the endpoint its rows stand for. Columns are the body's
 * fields, nested ones with dots (`price.amount`); each cell's text is read as its field's type
 * says (integer, boolean), and an empty cell is null where the field takes null, else left out.
 * Text that is not of its type is passed on as it is, so the endpoint's own check refuses it with
 * its own message: the file adds no rule of its own.
 */

type Schema = Record<string, unknown> & TSchema;

/** The schema without its null branch (Nullable's anyOf), and whether it had one. */
function unwrapNull(schema: Schema): { schema: Schema; nullable: boolean } {
  const choices = (schema.anyOf as Schema[] | undefined) ?? [];
  const nonNull = choices.filter((c) => c.type !== 'null');
  if (choices.length > 0 && nonNull.length === 1 && nonNull.length < choices.length)
    return { schema: nonNull[0]!, nullable: true };
  return { schema, nullable: false };
}

/** The leaf fields of an object schema, dotted: nested objects open, arrays and free-form values do not. */
export function leafColumns(schema: Schema, prefix = ''): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).flatMap(([name, child]) => {
    const inner = unwrapNull(child).schema;
    if (inner.type === 'object' && inner.properties) return leafColumns(inner, `${prefix}${name}.`);
    if (inner.type === 'array' || inner.type === undefined) return [];
    return [`${prefix}${name}`];
  });
}

function fieldSchema(schema: Schema, path: string[]): Schema | undefined {
  let at: Schema | undefined = schema;
  for (const key of path) at = at && (unwrapNull(at).schema.properties as Record<string, Schema> | undefined)?.[key];
  return at;
}

/** A free text field that may be empty (cancellation.cancel_by): an empty cell is "" there. */
function takesEmptyText(schema: Schema | undefined): boolean {
  return (
    schema?.type === 'string' &&
    !schema.enum &&
    !schema.pattern &&
    !schema.format &&
    !((schema.minLength as number) > 0)
  );
}

function cellValue(text: string, schema: Schema | undefined): unknown {
  const { schema: inner, nullable } = schema ? unwrapNull(schema) : { schema: undefined, nullable: false };
  if (text === '') return nullable ? null : takesEmptyText(inner) ? '' : undefined;
  if (inner?.type === 'integer' || inner?.type === 'number')
    return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text;
  if (inner?.type === 'boolean') {
    const word = text.trim().toLowerCase();
    return word === 'true' ? true : word === 'false' ? false : text;
  }
  return text;
}

/** The body a CSV row's cells stand for, read as `schema` (the endpoint's body) types each field. */
export function bodyOfCells(cells: Record<string, unknown>, schema: TSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [column, text] of Object.entries(cells)) {
    const path = column.split('.');
    const value = cellValue(String(text), fieldSchema(schema, path));
    if (value === undefined) continue;
    let at = body;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = value;
  }
  // An object that takes null, all of whose cells are empty, is null (a shipping_cost exported as null).
  for (const prefix of new Set(
    Object.keys(cells).flatMap((c) => (c.includes('.') ? [c.slice(0, c.lastIndexOf('.'))] : [])),
  )) {
    const path = prefix.split('.');
    const field = fieldSchema(schema, path);
    const empty = Object.entries(cells).every(([c, text]) => !c.startsWith(`${prefix}.`) || String(text) === '');
    if (!field || !unwrapNull(field).nullable || !empty) continue;
    let at = body;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = null;
  }
  return body;
}

/** A value read back as a cell (exports): nested objects flattened to dotted columns, null as empty. */
export function cellsOf(value: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  return Object.fromEntries(
    columns.map((column) => {
      let at: unknown = value;
      for (const key of column.split('.')) at = at == null ? null : (at as Record<string, unknown>)[key];
      return [column, at ?? null];
    }),
  );
}
