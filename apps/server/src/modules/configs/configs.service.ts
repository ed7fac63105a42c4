import {
  CONFIG_KEY_ALIASES,
  CONFIG_TEXT_MAX_LENGTH,
  type ConfigKey,
  canonicalConfigKey,
  type configUpdateRequestSchema,
  imageConfigValueError,
  isImageConfigKey,
  MESSAGES,
} from '@seaside/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import type { DbOrTx } from '../../db/client.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import { writeAudit } from '../audit/audit.service.js';
import { auditConfig, sortConfigs } from './configs.presenter.js';
import {
  type ConfigRow,
  findConfigsForUpdate,
  insertConfigIfMissing,
  listConfigs,
  updateConfig,
} from './configs.repository.js';

export type ConfigUpdate = z.output<typeof configUpdateRequestSchema>;

const c = MESSAGES.configs;

/** The active value of each config that has one (an inactive config is absent: it is not sent). */
export type ActiveConfigValues = Readonly<Partial<Record<ConfigKey, string>>>;

/** Every accepted spelling of a canonical key (the key itself first). */
export function spellingsOf(key: ConfigKey): string[] {
  return [key, ...Object.keys(CONFIG_KEY_ALIASES).filter((alias) => CONFIG_KEY_ALIASES[alias] === key)];
}

/** Refuses a value the key cannot hold: image keys take a path or an image data URL, the others text. */
export function assertValidValue(key: string, value: string): void {
  const error = isImageConfigKey(key)
    ? imageConfigValueError(value)
    : value.trim() === ''
      ? c.valueEmpty
      : value.length > CONFIG_TEXT_MAX_LENGTH
        ? c.valueTooLong
        : undefined;
  if (error) throw new AppError('VALIDATION', error, { fieldErrors: { value: error } });
}

export class ConfigsService {
  constructor(private readonly deps: AppDeps) {}

  /**
   * The active values as stored now (the chat reads them inside its step's transaction, so an
   * edit reaches every server process with the next message). Configs stored under an alias
   * spelling (giftvocher, barvochers) are read as their canonical key.
   */
  async activeConfigValues(db: DbOrTx): Promise<ActiveConfigValues> {
    const rows = await listConfigs(db);
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
    return values;
  }

  async listAllConfigs(): Promise<ConfigRow[]> {
    return sortConfigs(await listConfigs(this.deps.database.db));
  }

  /**
   * Updates one config by any spelling of its key: the toggle alone (`{isActive}`) or the value
   * with optional description and status. The row that exists under the sent spelling is written,
   * else the one under the other spelling; a known key with no row is created when a value is sent.
   */
  async updateConfigByKey(
    admin: AdminIdentity,
    key: string,
    update: ConfigUpdate,
  ): Promise<{ row: ConfigRow; toggleOnly: boolean }> {
    const canonical = canonicalConfigKey(key);
    if (!canonical) throw new AppError('NOT_FOUND', c.notFound);
    if (update.value !== undefined) assertValidValue(key, update.value);
    const toggleOnly = update.value === undefined && update.description === undefined;

    const row = await this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const rows = await findConfigsForUpdate(tx, spellingsOf(canonical));
      const target = rows.find((r) => r.key === key) ?? rows.find((r) => r.key === canonical) ?? rows[0];
      const changes = {
        ...(update.value === undefined ? {} : { value: update.value }),
        ...(update.description === undefined ? {} : { description: update.description }),
        ...(update.isActive === undefined ? {} : { isActive: update.isActive }),
        updatedBy: admin.mobileNumber,
        updatedAt: now,
      };
      let after: ConfigRow | undefined;
      if (target) {
        after = await updateConfig(tx, target.id, changes);
      } else if (update.value !== undefined) {
        after = await insertConfigIfMissing(tx, {
          key: canonical,
          value: update.value,
          description: update.description ?? '',
          isActive: update.isActive ?? true,
          updatedBy: admin.mobileNumber,
          createdAt: now,
          updatedAt: now,
        });
        // Someone created it at the same moment: the admin can simply save again.
        if (!after) throw new AppError('CONFLICT', c.updateFailed);
      }
      if (!after) throw new AppError('NOT_FOUND', c.notFound);
      await writeAudit(
        tx,
        {
          actorId: admin.id,
          actorLabel: admin.mobileNumber,
          action: toggleOnly ? 'config.toggle' : target ? 'config.update' : 'config.create',
          entityType: 'config',
          entityId: after.key,
          before: target ? auditConfig(target) : null,
          after: auditConfig(after),
        },
        now,
      );
      return after;
    });
    return { row, toggleOnly };
  }

  /**
   * "Refresh Cache" of the admin screen: the chat's copy of the texts follows every change by
   * itself (hunt-content.ts checks it on each step), so this only confirms that they load.
   */
  async refreshConfigs(): Promise<void> {
    await listConfigs(this.deps.database.db);
  }
}
