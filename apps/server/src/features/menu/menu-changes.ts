import type { FastifyBaseLogger } from 'fastify';

/** Told the id of a store whose menu changed, after the change committed. */
export type MenuChangeListener = (storeId: number) => void | Promise<void>;

/**
 * The menuChanged(storeId) hook: every menu service calls it once its transaction committed (never inside
 * one, so a rolled-back change tells nobody). The realtime link subscribes and publishes MENU_CHANGED on the
 * store's refresh topic; the POS then refetches the menu.
 */
export class MenuChanges {
  private readonly listeners = new Set<MenuChangeListener>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  /** Adds a listener; the returned function removes it. */
  subscribe(listener: MenuChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A listener that fails is logged: the change itself already happened and the caller's request stands. */
  async menuChanged(storeId: number): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(storeId);
      } catch (error) {
        this.log.error({ err: error, storeId }, 'menu change listener failed');
      }
    }
  }
}
