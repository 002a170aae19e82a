import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './database.js';

/**
 * Work a caller wants done inside every outermost transaction it opens, just before that transaction commits: the
 * realtime outbox writes the events a change announces into the change's own transaction this way, so an event is
 * stored exactly when the change is (docs/realtime.md, "The outbox").
 *
 * Why a context instead of a parameter: the services open their transactions themselves (`db.transaction(...)`,
 * dozens of call sites), and the events they add belong to whichever transaction is open when they are added. The
 * context is set by the caller around its work (`withBeforeCommit`) and read by the database handle's transaction
 * wrapper (`runBeforeCommitInTransactions`); nothing else changes for the services.
 */
export interface BeforeCommit {
  beforeCommit(tx: Transaction): Promise<void>;
}

const scope = new AsyncLocalStorage<BeforeCommit>();

/** Runs `work` so that every outermost transaction it opens calls `hook.beforeCommit(tx)` before committing. */
export function withBeforeCommit<R>(hook: BeforeCommit, work: () => Promise<R>): Promise<R> {
  return scope.run(hook, work);
}

/** Runs `work` with no hook: its transactions (the outbox's own sending ones) write nothing of a caller's. */
export function outsideBeforeCommit<R>(work: () => Promise<R>): Promise<R> {
  return scope.exit(work);
}

const WRAPPED = Symbol('diancan.db.beforeCommit');

/**
 * Makes `db.transaction` run the current context's hook at the end of the callback, inside the transaction. Nested
 * transactions (savepoints, `tx.transaction`) are not wrapped: the hook runs once, in the outermost one.
 */
export function runBeforeCommitInTransactions(db: Database): void {
  const marked = db as Database & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  const open = db.transaction.bind(db);
  db.transaction = ((work: (tx: Transaction) => Promise<unknown>, config?: Parameters<Database['transaction']>[1]) =>
    open(async (tx) => {
      const result = await work(tx);
      // Read the context after the work: a hook set around this transaction applies however deep the work went.
      const hook = scope.getStore();
      if (hook) await hook.beforeCommit(tx);
      return result;
    }, config)) as Database['transaction'];
}
