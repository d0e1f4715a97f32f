/**
 * A background worker's pause between turns (the webhook delivery worker, the job worker): at
 * most a poll interval, ended early by wake(). A wake() that comes while the worker is busy is
 * kept, so the next pause ends at once and no wake is lost.
 */
export class Pause {
  private woken = false;
  private end: (() => void) | null = null;

  /** Ends the pause in progress, or else the next one at once; takeWake() tells the worker. */
  wake(): void {
    this.woken = true;
    this.end?.();
  }

  /** Ends the pause in progress without marking a wake (the worker has work in hand, not a reason to probe). */
  interrupt(): void {
    this.end?.();
  }

  /** Whether wake() was called since the last take. */
  takeWake(): boolean {
    const woken = this.woken;
    this.woken = false;
    return woken;
  }

  /** Waits ms, or less if woken (or endNow); a pending wake stays for takeWake(). */
  async wait(ms: number, endNow = false): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.end = () => {
        clearTimeout(timer);
        resolve();
      };
      if (this.woken || endNow) this.end();
    });
    this.end = null;
  }
}
