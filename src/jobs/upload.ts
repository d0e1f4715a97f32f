import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors.ts';
import { MAX_FILE_BYTES, MAX_ROWS, readRecords, type Encoding, type FileFormat } from './files.ts';

/** What an import's body becomes: the file in pieces of PIECE_BYTES (as stored), and what reading it once found. */
export interface Upload {
  format: FileFormat;
  encoding: Encoding;
  pieces: Buffer[];
  /** The CSV header's columns ([] for JSON lines). */
  columns: string[];
  rows: number;
  /** sha256 of the file: the idempotency check compares bodies by it. */
  sha256: string;
}

/** A file is stored in pieces of this size (the last one shorter). */
const PIECE_BYTES = 1024 * 1024;

export const IMPORT_TYPES = ['text/csv', 'application/x-ndjson'];

const SHIFT_JIS_NAMES = new Set(['shift_jis', 'shift-jis', 'sjis', 'cp932', 'windows-31j', 'ms932']);

/** A file's format and encoding from its content type (refused when not one imports take). */
export function formatOf(contentType: string): { format: FileFormat; encoding: Encoding } {
  const [type, ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  const charset =
    params
      .find((p) => p.startsWith('charset='))
      ?.slice(8)
      .replace(/"/g, '') ?? 'utf-8';
  const encoding: Encoding | null =
    charset === 'utf-8' || charset === 'utf8' ? 'utf-8' : SHIFT_JIS_NAMES.has(charset) ? 'shift_jis' : null;
  if (encoding === null || (type === 'application/x-ndjson' && encoding !== 'utf-8'))
    throw new ApiError(
      'unsupported_media_type',
      `charset=${charset} is not taken: send UTF-8, or text/csv; charset=shift_jis`,
    );
  return { format: type === 'text/csv' ? 'csv' : 'ndjson', encoding };
}

/** The request body as pieces of PIECE_BYTES, copied once as it streams in; more than MAX_FILE_BYTES is 413. */
async function* piecesOf(payload: AsyncIterable<Buffer>, into: Buffer[], hash: ReturnType<typeof createHash>) {
  let piece = Buffer.allocUnsafe(PIECE_BYTES);
  let filled = 0;
  let total = 0;
  for await (const chunk of payload) {
    total += chunk.length;
    if (total > MAX_FILE_BYTES) throw new ApiError('payload_too_large', 'The file is larger than 50 MB');
    hash.update(chunk);
    for (let at = 0; at < chunk.length;) {
      const n = chunk.copy(piece, filled, at);
      filled += n;
      at += n;
      if (filled === PIECE_BYTES) {
        into.push(piece);
        piece = Buffer.allocUnsafe(PIECE_BYTES);
        filled = 0;
      }
    }
    yield chunk;
  }
  if (filled > 0) into.push(piece.subarray(0, filled));
}

/**
 * Reads a file as it streams in (from a request body, or a console upload's file part): kept in
 * pieces, and read once through the file reader, so that a file that cannot be read (encoding,
 * quoting, no header) is a 400 and one over the limits a 413 before anything is stored.
 */
export async function readUpload(
  source: AsyncIterable<Buffer>,
  format: FileFormat,
  encoding: Encoding,
): Promise<Upload> {
  const pieces: Buffer[] = [];
  const hash = createHash('sha256');
  let columns: string[] = [];
  let rows = 0;
  for await (const _record of readRecords(piecesOf(source, pieces, hash), format, encoding, (c) => (columns = c))) {
    if (++rows > MAX_ROWS) throw new ApiError('payload_too_large', `The file has more than ${MAX_ROWS} rows`);
  }
  const upload = { format, encoding, columns, rows, sha256: hash.digest('hex') } as Upload;
  // Not enumerable: the idempotency check hashes the body's fields, and sha256 already stands for the pieces.
  return Object.defineProperty(upload, 'pieces', { value: pieces, enumerable: false });
}

/** Imports take their file as the body: text/csv (optionally `; charset=shift_jis`) or application/x-ndjson. */
export function registerUploadParser(app: FastifyInstance): void {
  app.addContentTypeParser(IMPORT_TYPES, async (req: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const { format, encoding } = formatOf(req.headers['content-type'] ?? '');
    return readUpload(payload, format, encoding);
  });
}
