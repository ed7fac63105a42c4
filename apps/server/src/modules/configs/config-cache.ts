import { type ConfigKey, canonicalConfigKey } from '@seaside/contract';
import type { ChangeSubscriber } from '../../core/change-listener.js';
import type { Db } from '../../db/client.js';
import { type ConfigRow, listConfigs } from './configs.repository.js';

export interface CachedConfig {
  value: string;
  isActive: boolean;
}

/**
 * The message configs the hunt reads, kept in memory. `invalidate()` drops the copy; the next
 * read loads it again. Configs stored under an alias spelling (giftvocher, barvochers) are read
 * as their canonical key.
 */
export class ConfigCache implements ChangeSubscriber {
  private loaded: Promise<Map<ConfigKey, CachedConfig>> | undefined;
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
    const entry = (await this.load()).get(key);
    return entry?.isActive ? entry.value : undefined;
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

  private load(): Promise<Map<ConfigKey, CachedConfig>> {
    if (this.loaded && performance.now() - this.loadedAt > this.maxAgeMs) this.loaded = undefined;
    if (!this.loaded) {
      this.loadedAt = performance.now();
      const loading = listConfigs(this.db).then(toMap);
      // A failed load must not stick: the next read tries again.
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
      this.loaded = loading;
    }
    return this.loaded;
  }
}

function toMap(rows: ConfigRow[]): Map<ConfigKey, CachedConfig> {
  const map = new Map<ConfigKey, CachedConfig>();
  // Canonical spellings win over aliases when both exist.
  const sorted = [...rows].sort(
    (a, b) => Number(canonicalConfigKey(a.key) === a.key) - Number(canonicalConfigKey(b.key) === b.key),
  );
  for (const row of sorted) {
    const key = canonicalConfigKey(row.key);
    if (key) map.set(key, { value: row.value, isActive: row.isActive });
  }
  return map;
}
