import { CONFIG_KEYS, canonicalConfigKey, type MessageConfig } from '@seaside/contract';
import type { ConfigRow } from './configs.repository.js';

export function presentConfig(row: ConfigRow): MessageConfig {
  return {
    _id: row.id,
    key: row.key,
    value: row.value,
    description: row.description,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Known keys in the order of the hunt's story (CONFIG_KEYS), an alias next to its key; unknown keys last. */
export function sortConfigs(rows: readonly ConfigRow[]): ConfigRow[] {
  const rank = (key: string) => {
    const canonical = canonicalConfigKey(key);
    const index = canonical ? CONFIG_KEYS.indexOf(canonical) : CONFIG_KEYS.length;
    return index * 2 + (canonical === key ? 0 : 1);
  };
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/** What the audit log keeps of a config. */
export function auditConfig(row: ConfigRow) {
  return { key: row.key, value: row.value, description: row.description, isActive: row.isActive };
}
