/**
 * A turn at SQLite's one write lock, taken before a group-commit batch begins and given back when
 * it ends. SQLite's own lock stays the guarantee; the turn only orders those who wait. Without it,
 * processes that find the lock taken sleep in SQLite's busy handler (1, 2, 5, 10 … 100 ms) and
 * the lock stands idle between a commit and the sleeper's next look: with WORKERS > 1 on SQLite,
 * writes fell as workers were added (issue 27). The workers of one server take turns in the
 * order they asked through their primary (src/cluster/write-turns.ts), which app.ts hands in.
 */
export interface WriteTurn {
  /** Resolves when this process may take the write lock (at once when nothing orders the turns). */
  take(): Promise<void>;
  /** Gives the turn to the next in line, after the batch's COMMIT or ROLLBACK. */
  give(): void;
}

/** A process alone with its storage (WORKERS=1, a tenpo command): SQLite's busy handler orders the rare contention. */
export const ANY_TURN: WriteTurn = { take: () => Promise.resolve(), give: () => {} };
