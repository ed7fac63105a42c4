import type { Db } from './client.js';
import { appSettings, messageConfigs, questions } from './schema.js';
import { DEFAULT_MESSAGE_CONFIGS, DEMO_QUESTIONS } from './seed-content.js';

const DEMO_HUNT_SEEDED = 'demo_hunt_seeded';
/** The stored default capacity of every date (players); staff change it, DAILY_CAPACITY only seeds it. */
export const DEFAULT_CAPACITY_SETTING = 'defaultCapacity';

export interface SeedOptions {
  dailyCapacity: number;
}

/**
 * Idempotent at every start: adds any missing message config and the default capacity (never
 * overwrites an admin's edit) and the demo hunt once per installation (deleting clues later does
 * not bring them back).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: DEFAULT_CAPACITY_SETTING, value: String(options.dailyCapacity) })
    .onConflictDoNothing({ target: appSettings.key });
  await db
    .insert(messageConfigs)
    .values(DEFAULT_MESSAGE_CONFIGS.map((c) => ({ key: c.key, value: c.value, description: c.description })))
    .onConflictDoNothing({ target: messageConfigs.key });

  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_HUNT_SEEDED, value: new Date().toISOString() })
      .onConflictDoNothing({ target: appSettings.key })
      .returning();
    if (claimed.length === 0) return;
    const existing = await tx.select({ id: questions.id }).from(questions).limit(1);
    if (existing.length > 0) return;
    await tx.insert(questions).values(
      DEMO_QUESTIONS.map((q) => ({
        clue: q.clue,
        hint: q.hint ?? null,
        trivia: q.trivia,
        answers: [...q.answer],
        sequence: q.sequence,
        isStart: q.isStart ?? false,
      })),
    );
  });
}
