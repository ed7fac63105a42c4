import type { ChangeSubscriber } from './change-listener.js';

/**
 * A value read from the database on first use and kept in memory until a change is heard: the
 * process that changes it calls `changed()` once committed, the others hear it through
 * core/change-listener.ts. On PostgreSQL it is kept only while the listener is up (another
 * process's change could go unheard otherwise); with `aloneOnTheDatabase` (PGlite: one process)
 * always. A read that was on its way when a change arrived is not kept.
 */
export class KeptCopy<T> implements ChangeSubscriber {
  private kept: Promise<T> | undefined;
  private listening = false;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly aloneOnTheDatabase: boolean,
  ) {}

  get(): Promise<T> {
    if (this.kept) return this.kept;
    const loading = this.load();
    if (this.listening || this.aloneOnTheDatabase) {
      this.kept = loading;
      // A failed read is not kept: the next one tries again.
      loading.catch(() => {
        if (this.kept === loading) this.kept = undefined;
      });
    }
    return loading;
  }

  /** Drops the copy (and a read on its way, which may predate the change). */
  changed(): void {
    this.kept = undefined;
  }

  reset(listening: boolean): void {
    this.listening = listening;
    this.changed();
  }
}
