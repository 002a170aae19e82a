import { appendFileSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The box's own record of the jobs whose bytes all reached the printer ('P <id>'), on disk and synced before the job
 * is acknowledged. After a crash, a job printed but not yet acknowledged is only acknowledged (not printed twice); one
 * claimed and not finished is printed again, and the server marks it 補印 (it was claimed before).
 */
export class PrintJournal {
  private readonly printed = new Set<number>();
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
      const match = /^P (\d+)$/.exec(line);
      if (match) this.printed.add(Number(match[1]));
    }
    this.fd = openSync(path, 'a');
  }

  wasPrinted(jobId: number): boolean {
    return this.printed.has(jobId);
  }

  done(jobId: number): void {
    this.append(`P ${jobId}`);
    this.printed.add(jobId);
  }

  close(): void {
    closeSync(this.fd);
  }

  private append(line: string): void {
    appendFileSync(this.fd, `${line}\n`);
    fsyncSync(this.fd);
  }
}
