/**
 * Each printer's lock and waiting queue (store operations section 4): while a job prints, new jobs wait in the
 * order they came; when a job ends the next waiting one prints, otherwise the lock is released. A failed job
 * passes the lock on (or releases it) and its caller gets the error.
 */
export class PrinterQueue {
  private locked = false;
  private readonly waiting: (() => void)[] = [];

  get busy(): boolean {
    return this.locked;
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.locked) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.locked = true;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.locked = false;
    }
  }
}
