import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../modules/hunt/hunt.repository.js';
import { createTestDatabase } from '../test/test-database.js';
import { type Database, MIGRATIONS_FOLDER, queryRows, runMigrations } from './client.js';

/** A copy of the committed migrations holding only those before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'seaside-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `migration ${tag}`).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

describe('migration 0006: the transcript as one row per chat step', () => {
  let folder: string;
  let database: Database;
  const teamA = randomUUID();
  const teamB = randomUUID();

  beforeAll(async () => {
    folder = migrationsBefore('0006_hunt_turns');
    database = await createTestDatabase(folder);
    await database.db.execute(sql`
      insert into bookings (id, full_name, email, team_member_count, registration_date) values
        (${teamA}, 'Team A', 'a@example.com', 2, '2026-07-10'), (${teamB}, 'Team B', 'b@example.com', 3, '2026-07-10')`);
    // A transcript as stored before: one row per message, two teams interleaved.
    await database.db.execute(sql`
      insert into hunt_messages (booking_id, role, content, message_type, metadata, created_at) values
        (${teamA}, 'assistant', 'Welcome, team!', 'text', null, '2026-07-10T10:00:00Z'),
        (${teamB}, 'assistant', 'Welcome, other team!', 'text', null, '2026-07-10T10:00:01Z'),
        (${teamA}, 'user', 'START', 'text', null, '2026-07-10T10:00:02Z'),
        (${teamA}, 'assistant', 'Here is your gift voucher', 'voucher', '{"imageUrl":"/vouchers/gift.svg"}', '2026-07-10T10:00:03Z'),
        (${teamB}, 'user', 'START', 'text', null, '2026-07-10T10:00:04Z')`);
    await runMigrations(database);
  });

  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every message of every team, in order, with its type and image', async () => {
    await expect(listMessages(database.db, teamA)).resolves.toEqual([
      { role: 'assistant', content: 'Welcome, team!', messageType: 'text' },
      { role: 'user', content: 'START', messageType: 'text' },
      {
        role: 'assistant',
        content: 'Here is your gift voucher',
        messageType: 'voucher',
        metadata: { imageUrl: '/vouchers/gift.svg' },
      },
    ]);
    await expect(listMessages(database.db, teamB)).resolves.toEqual([
      { role: 'assistant', content: 'Welcome, other team!', messageType: 'text' },
      { role: 'user', content: 'START', messageType: 'text' },
    ]);
  });

  it('keeps when each message was written, and drops the old table', async () => {
    const rows = await queryRows<{ created_at: Date | string }>(
      database.db,
      sql`select created_at from hunt_turns where booking_id = ${teamA} order by id`,
    );
    expect(rows.map((row) => new Date(row.created_at).toISOString())).toEqual([
      '2026-07-10T10:00:00.000Z',
      '2026-07-10T10:00:02.000Z',
      '2026-07-10T10:00:03.000Z',
    ]);
    const [old] = await queryRows<{ name: string | null }>(
      database.db,
      sql`select to_regclass('hunt_messages')::text as name`,
    );
    expect(old?.name).toBeNull();
  });
});

describe('migration 0007: the transcript references its booking; no change announcements', () => {
  let folder: string;
  let database: Database;
  const team = randomUUID();
  const orphan = randomUUID();

  beforeAll(async () => {
    folder = migrationsBefore('0007_plain_request_paths');
    database = await createTestDatabase(folder);
    await database.db.execute(sql`
      insert into bookings (id, full_name, email, team_member_count, registration_date)
      values (${team}, 'Team', 'team@example.com', 2, '2026-07-10')`);
    await database.db.execute(sql`
      insert into hunt_turns (booking_id, messages) values
        (${team}, '[{"role":"user","content":"START","messageType":"text"}]'),
        (${orphan}, '[{"role":"user","content":"lost","messageType":"text"}]')`);
    await runMigrations(database);
  });

  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every team's transcript and removes the rows no booking holds", async () => {
    await expect(listMessages(database.db, team)).resolves.toEqual([
      { role: 'user', content: 'START', messageType: 'text' },
    ]);
    await expect(listMessages(database.db, orphan)).resolves.toEqual([]);
  });

  it('refuses a transcript row for an unknown booking', async () => {
    await expect(
      database.db.execute(sql`insert into hunt_turns (booking_id, messages) values (${randomUUID()}, '[]')`),
    ).rejects.toThrow();
  });

  it('leaves no notification triggers', async () => {
    const triggers = await queryRows<{ name: string }>(
      database.db,
      sql`select tgname as name from pg_trigger where not tgisinternal and tgname in ('player_booking_changed', 'player_bookings_truncated', 'clues_changed')`,
    );
    expect(triggers).toEqual([]);
  });
});
