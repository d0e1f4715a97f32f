import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The two copies of the wal-index header: 48 bytes each, at the start of the `-shm` file. */
const HEADER_BYTES = 96;
/** isInit, in the first copy: 0 while no connection has built the index. */
const IS_INIT_OFFSET = 12;
/** The mapping covers the first page; an initialised `-shm` file holds at least one 32 KiB region. */
const MAPPED_BYTES = 4096;

interface ShmView {
  mapFile(path: string, length: number): ArrayBuffer | null;
  detach(buffer: ArrayBuffer): void;
}

/** The addon path, built at install by scripts/build-native.js. */
export const SHM_VIEW_ADDON = '../../native/shm-view/build/Release/shm_view.node';

/** The optional addon; absent where it could not be built, and then pread serves. */
const shmView = ((): ShmView | null => {
  try {
    return createRequire(import.meta.url)(SHM_VIEW_ADDON) as ShmView;
  } catch {
    return null;
  }
})();

/**
 * Tells, without a lock or a query, whether any connection of any process has committed to a
 * SQLite database (WAL mode) since the last look. Every commit rewrites the wal-index header at the
 * start of the `-shm` file (iChange, mxFrame, checksums; see https://www.sqlite.org/walformat.html,
 * "The WAL-Index Header"), the second copy first; a reader's snapshot is taken from it. So unchanged
 * header bytes mean no commit a query could see. A query instead pays a read transaction's file
 * locks, the largest cost of a small read here.
 *
 * The header is read through a shared read-only mapping of the file, as SQLite's own connections
 * read it: a memory load. Where the addon is missing, one pread per look (a system call, several
 * microseconds on a virtual machine) does the same. The mapping is safe to read while this process
 * holds the database open: SQLite truncates the file only when its first connection opens it, and
 * our open connections prevent that. close() detaches the mapping before ours close.
 */
export class CommitSignal {
  private fd: number | null = null;
  /** The mapped header, once mapped; null where it cannot be (then pread serves). */
  private mapped: { buffer: ArrayBuffer; words: Uint32Array } | null = null;
  private mapTried = false;
  private readonly seen = new Uint32Array(HEADER_BYTES / 4);
  private readonly read = Buffer.alloc(HEADER_BYTES);
  private readonly readWords = new Uint32Array(this.read.buffer, this.read.byteOffset, HEADER_BYTES / 4);
  private generation = 0;
  private closed = false;

  /** `mapping: false` reads by pread only (the path taken without the addon). */
  constructor(private readonly shmFile: string, private readonly mapping = true) {}

  /** How the header is read: through the mapping, or by pread (no addon, or the file is not ready yet). */
  get mode(): 'mapped' | 'pread' {
    return this.mapped ? 'mapped' : 'pread';
  }

  /** A number that changes after every commit, or null when the header cannot be read (then read the database). */
  current(): number | null {
    if (this.closed) return null;
    let words = this.mapped?.words;
    if (!words) {
      const read = this.preadHeader();
      if (!read) return null;
      words = this.mapHeader() ?? read;
    }
    const seen = this.seen;
    let changed = false;
    for (let i = 0; i < seen.length; i++) {
      if (words[i] !== seen[i]) {
        seen[i] = words[i]!;
        changed = true;
      }
    }
    if (changed) this.generation++;
    return this.generation;
  }

  /** Maps the header, once, after a read found the file initialised; afterwards every look is a memory load. */
  private mapHeader(): Uint32Array | null {
    if (!shmView || !this.mapping || this.mapTried) return null;
    this.mapTried = true;
    const buffer = shmView.mapFile(this.shmFile, MAPPED_BYTES);
    if (!buffer) return null;
    this.mapped = { buffer, words: new Uint32Array(buffer, 0, HEADER_BYTES / 4) };
    fs.closeSync(this.fd!);
    this.fd = null;
    return this.mapped.words;
  }

  private preadHeader(): Uint32Array | null {
    try {
      this.fd ??= fs.openSync(this.shmFile, 'r');
      if (fs.readSync(this.fd, this.read, 0, HEADER_BYTES, 0) !== HEADER_BYTES || this.read[IS_INIT_OFFSET] === 0) return null;
    } catch {
      return null;
    }
    return this.readWords;
  }

  close(): void {
    this.closed = true;
    if (this.mapped) shmView!.detach(this.mapped.buffer);
    this.mapped = null;
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}
