import fs from 'node:fs';

/** The two copies of the wal-index header: 48 bytes each, at the start of the `-shm` file. */
const HEADER_BYTES = 96;
/** isInit, in the first copy: 0 while no connection has built the index. */
const IS_INIT_OFFSET = 12;

/**
 * Tells, with one small file read and no lock, whether any connection of any process has
 * committed to a SQLite database (WAL mode) since the last look. Every commit rewrites the
 * wal-index header at the start of the `-shm` file (iChange, mxFrame, checksums; see
 * https://www.sqlite.org/walformat.html, "The WAL-Index Header"), the second copy first; a
 * reader's snapshot is taken from it. So unchanged header bytes mean no commit a query could see.
 * A query instead pays a read transaction's file locks, the largest cost of a small read here.
 */
export class CommitSignal {
  private fd: number | null = null;
  private readonly seen = Buffer.alloc(HEADER_BYTES);
  private readonly read = Buffer.alloc(HEADER_BYTES);
  private generation = 0;

  constructor(private readonly shmFile: string) {}

  /** A number that changes after every commit, or null when the header cannot be read (then read the database). */
  current(): number | null {
    try {
      this.fd ??= fs.openSync(this.shmFile, 'r');
      if (fs.readSync(this.fd, this.read, 0, HEADER_BYTES, 0) !== HEADER_BYTES || this.read[IS_INIT_OFFSET] === 0) return null;
    } catch {
      return null;
    }
    if (!this.read.equals(this.seen)) {
      this.read.copy(this.seen);
      this.generation++;
    }
    return this.generation;
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}
