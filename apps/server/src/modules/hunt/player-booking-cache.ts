import { BatchLoader } from '../../core/batch-loader.js';
import type { ChangeSubscriber } from '../../core/change-listener.js';
import type { PlayerBookingRow } from '../bookings/bookings.repository.js';

/** The channel on which PostgreSQL announces a player booking's change (trigger of migration 0004): its old access token, or `*`. */
export const PLAYER_BOOKING_CHANGED_CHANNEL = 'seaside_player_booking_changed';

/**
 * The bookings of the access tokens players use today, kept in memory: a token check is the
 * first thing of every player request, and a team's phones make dozens. A booking is kept only
 * while this process hears every change (core/change-listener.ts, on PostgreSQL): a trigger
 * announces each change of what a player request reads (date, deletion, name, size, token) when
 * it commits, and the process that made the change drops it at once. Without a listening
 * connection (PGlite, or while it reconnects) every check reads the database, batched.
 */
export class PlayerBookingCache implements ChangeSubscriber {
  private readonly entries = new Map<string, PlayerBookingRow>();
  private readonly loader: BatchLoader<string, PlayerBookingRow>;
  private listening = false;
  /** Counts the changes heard: a read that was on its way while one arrived is not kept (it may predate it). */
  private changes = 0;

  /** `loadMany` reads the bookings of some tokens (batched: one query for the checks of a turn of the event loop). */
  constructor(
    loadMany: (tokens: string[]) => Promise<PlayerBookingRow[]>,
    private readonly maxEntries = 50_000,
  ) {
    this.loader = new BatchLoader(async (tokens) => {
      const rows = await loadMany(tokens);
      return new Map(rows.map((row) => [row.accessToken as string, row]));
    });
  }

  /** The booking holding `token` (unknown tokens are not kept: a new booking is seen at once). */
  async get(token: string): Promise<PlayerBookingRow | undefined> {
    const kept = this.entries.get(token);
    if (kept) return kept;
    const changesBefore = this.changes;
    const row = await this.loader.load(token);
    if (row && this.listening && this.changes === changesBefore) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(token, row);
    }
    return row;
  }

  /** The booking of `token` changed (`*`: any booking). Called by the listener and, once committed, by the change's own process. */
  changed(token: string): void {
    this.changes++;
    if (token === '*') this.entries.clear();
    else this.entries.delete(token);
  }

  reset(listening: boolean): void {
    this.changes++;
    this.listening = listening;
    this.entries.clear();
  }
}
