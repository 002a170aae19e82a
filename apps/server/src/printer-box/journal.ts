import { appendFileSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The box's own record, on disk and synced line by line: the jobs it took ('T <id>'), began writing ('S <id>') and
 * whose bytes all reached the printer ('P <id>', before the job is acknowledged). After a crash, a job printed but not
 * yet acknowledged is only acknowledged (not printed twice); one begun and not finished is printed again marked 補印;
 * one taken and never begun is printed as it is (none of it reached the paper).
 */
export class PrintJournal {
  private readonly printed = new Set<number>();
  private readonly takenIds = new Set<number>();
  private readonly startedIds = new Set<number>();
  private readonly fd: number;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    let text = '';
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      // a first run: no journal yet
    }
    for (const line of text.split('\n')) {
      const match = /^([TSP]) (\d+)$/.exec(line);
      if (!match) continue;
      const id = Number(match[2]);
      ({ T: this.takenIds, S: this.startedIds, P: this.printed })[match[1] as 'T' | 'S' | 'P'].add(id);
    }
    this.fd = openSync(path, 'a');
  }

  wasPrinted(jobId: number): boolean {
    return this.printed.has(jobId);
  }

  /** False only when this box took the job and never began writing it. */
  mayHaveStarted(jobId: number): boolean {
    return !this.takenIds.has(jobId) || this.startedIds.has(jobId);
  }

  /**
   * Not synced on its own: it reaches the disk with the next 'S' line's sync, before any byte of the job is written.
   * Lost by a power cut before that (a kill keeps it: it is in the file already), the job is only printed marked
   * 補印 when taken again, which is the safe side; a sync here cost each job a disk flush before its bytes went out.
   */
  taken(jobIds: number[]): void {
    const fresh = jobIds.filter((id) => !this.takenIds.has(id));
    if (fresh.length === 0) return;
    this.append(fresh.map((id) => `T ${id}`).join('\n'), false);
    for (const id of fresh) this.takenIds.add(id);
  }

  started(jobId: number): void {
    this.append(`S ${jobId}`);
    this.startedIds.add(jobId);
  }

  done(jobId: number): void {
    this.append(`P ${jobId}`);
    this.printed.add(jobId);
  }

  close(): void {
    closeSync(this.fd);
  }

  private append(line: string, sync = true): void {
    appendFileSync(this.fd, `${line}\n`);
    if (sync) fsyncSync(this.fd);
  }
}
