import { type ConfigKey, canonicalConfigKey } from '@seaside/contract';
import type { ChangeSubscriber } from '../../core/change-listener.js';
import type { Db } from '../../db/client.js';
import { type ConfigRow, listConfigs } from './configs.repository.js';

/** The active value of each config that has one (an inactive config is absent: it is not sent). */
export type ActiveConfigValues = Readonly<Partial<Record<ConfigKey, string>>>;

/**
 * The message configs the hunt reads, kept in memory. `invalidate()` drops the copy; the next
 * read loads it again. Configs stored under an alias spelling (giftvocher, barvochers) are read
 * as their canonical key.
 */
export class ConfigCache implements ChangeSubscriber {
  private loaded: Promise<ActiveConfigValues> | undefined;
  private loadedAt = 0;

  /**
   * `maxAgeMs` is a safety net only: changes reach every process at once through
   * `invalidate()` (called by writers and through core/change-listener.ts).
   */
  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  /** The active value of a config, or undefined when missing or inactive (an inactive config is not sent). */
  async activeValue(key: ConfigKey): Promise<string | undefined> {
    return (await this.load())[key];
  }

  /** Every active value at once (the chat reads them all for each message; the same object until a change). */
  activeValues(): Promise<ActiveConfigValues> {
    return this.load();
  }

  invalidate(): void {
    this.loaded = undefined;
  }

  changed(): void {
    this.invalidate();
  }

  reset(): void {
    this.invalidate();
  }

  private load(): Promise<ActiveConfigValues> {
    if (this.loaded && performance.now() - this.loadedAt > this.maxAgeMs) this.loaded = undefined;
    if (!this.loaded) {
      this.loadedAt = performance.now();
      const loading = listConfigs(this.db).then(activeValuesOf);
      // A failed load must not stick: the next read tries again.
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
      this.loaded = loading;
    }
    return this.loaded;
  }
}

function activeValuesOf(rows: ConfigRow[]): ActiveConfigValues {
  const values: Partial<Record<ConfigKey, string>> = {};
  // Canonical spellings win over aliases when both exist (they come last).
  const sorted = [...rows].sort(
    (a, b) => Number(canonicalConfigKey(a.key) === a.key) - Number(canonicalConfigKey(b.key) === b.key),
  );
  for (const row of sorted) {
    const key = canonicalConfigKey(row.key);
    if (!key) continue;
    if (row.isActive) values[key] = row.value;
    else delete values[key];
  }
  return Object.freeze(values);
}
