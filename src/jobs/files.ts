import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import sjson from 'secure-json-parse';
import { ApiError } from '../lib/errors.ts';

/*
 * The files jobs read and write: CSV with a header row (UTF-8 with or without a BOM, or Shift_JIS)
 * and JSON lines. Reading is streamed, chunk by chunk, through the character set's decoder and
 * csv-parse; nothing holds the whole file as text.
 */

export type FileFormat = 'csv' | 'ndjson';
export type Encoding = 'utf-8' | 'shift_jis';

/** Files are at most this large and hold at most this many rows (more is 413). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_ROWS = 100_000;

/**
 * Shift_JIS as Japanese spreadsheets write it: Windows' code page 932, a superset of JIS X 0208
 * that also holds the NEC and IBM extensions (①, ㈱, 髙), which files from shops use.
 */
const SHIFT_JIS = 'cp932';

/** A file that cannot be read at all (encoding, quoting, header): the upload's 400. */
function fileError(message: string): ApiError {
  return new ApiError('invalid_request', message, { details: [{ field: 'body', message }] });
}

/** One input row: its number (from 1, after a CSV header) and its values by column, or why it cannot be read. */
export type InputRecord =
  | { row: number; values: Record<string, unknown>; problem?: undefined }
  | { row: number; values?: undefined; problem: string };

/** The characters of the file, decoded chunk by chunk; a byte sequence the encoding does not allow is a fileError. */
async function* decoded(chunks: AsyncIterable<Buffer>, encoding: Encoding): AsyncGenerator<string> {
  if (encoding === 'shift_jis') {
    const decoder = iconv.getDecoder(SHIFT_JIS);
    const checked = (text: string) => {
      if (text.includes('\ufffd'))
        throw fileError('The file is not valid Shift_JIS (a byte sequence no Shift_JIS character has)');
      return text;
    };
    for await (const chunk of chunks) yield checked(decoder.write(chunk));
    yield checked(decoder.end() ?? '');
    return;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (err) {
    if (err instanceof TypeError)
      throw fileError(
        'The file is not valid UTF-8: send a Shift_JIS file as text/csv; charset=shift_jis (or application/x-ndjson in UTF-8)',
      );
    throw err;
  }
}

/**
 * The file's rows, in order. CSV: the first row is the header (every column named, none twice);
 * a row with another number of fields than the header is a row problem, unbalanced quotes a
 * fileError naming the line. JSON lines: one object per non-empty line; a line that is not one is
 * a row problem. `onHeader` sees the columns before the first row (the upload checks them).
 */
export async function* readRecords(
  chunks: AsyncIterable<Buffer>,
  format: FileFormat,
  encoding: Encoding,
  onHeader: (columns: string[]) => void = () => {},
): AsyncGenerator<InputRecord> {
  const text = decoded(chunks, encoding);
  if (format === 'ndjson') {
    onHeader([]);
    yield* jsonLines(text);
    return;
  }
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1024 * 1024 });
  // pipeline (not pipe) hands the decoder's error on to the parser, whose loop below throws it.
  pipeline(Readable.from(text), parser, () => {});
  let header: string[] | null = null;
  let row = 0;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = checkedHeader(fields);
        onHeader(header);
        continue;
      }
      row += 1;
      if (fields.length !== header.length) {
        yield { row, problem: `has ${fields.length} fields; the header has ${header.length}` };
        continue;
      }
      yield { row, values: Object.fromEntries(header.map((column, i) => [column, fields[i]])) };
    }
  } catch (err) {
    if (err instanceof CsvError) {
      const line = typeof err.lines === 'number' ? ` near line ${err.lines}` : '';
      throw fileError(`The file is not well-formed CSV${line}: ${err.message}`);
    }
    throw err;
  }
  if (!header) throw fileError('The file is empty: a CSV file starts with a header row naming its columns');
}

function checkedHeader(fields: string[]): string[] {
  const columns = fields.map((f) => f.trim());
  if (columns.some((c) => c === '')) throw fileError('The header row names every column (one is empty)');
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice !== undefined) throw fileError(`The header row names the column "${twice}" twice`);
  return columns;
}

async function* jsonLines(text: AsyncIterable<string>): AsyncGenerator<InputRecord> {
  let rest = '';
  let row = 0;
  const record = (line: string): InputRecord => {
    row += 1;
    let value: unknown;
    try {
      value = sjson.parse(line, null, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return { row, problem: 'is not valid JSON' };
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { row, problem: 'is not a JSON object' };
    return { row, values: value as Record<string, unknown> };
  };
  for await (const part of text) {
    const lines = (rest + part).split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (line.trim() !== '') yield record(line.replace(/^\ufeff/, ''));
  }
  if (rest.trim() !== '') yield record(rest.replace(/^\ufeff/, ''));
}

/** Rows written as the format and encoding ask: CSV lines (with the header first when `header`), or JSON lines. */
export function encodeRows(
  rows: Record<string, unknown>[],
  columns: string[],
  options: { format: FileFormat; encoding: Encoding; header: boolean; crlf?: boolean },
): Buffer {
  const text =
    options.format === 'ndjson'
      ? rows.map((r) => `${JSON.stringify(r)}\n`).join('')
      : stringify(
          rows.map((r) => columns.map((c) => r[c])),
          {
            header: options.header,
            columns,
            record_delimiter: options.crlf ? '\r\n' : '\n',
            cast: { boolean: (b) => String(b) },
          },
        );
  return options.encoding === 'shift_jis' ? iconv.encode(text, SHIFT_JIS) : Buffer.from(text);
}
