import type { AppDeps } from '../../app-deps.js';
import { BatchLoader } from '../../core/batch-loader.js';
import { oncePer } from '../../core/once-per.js';
import type { PlayerBookingRow } from '../bookings/bookings.repository.js';
import { findProgresses, type PlayerTeam, type VersionedProgress } from './hunt.repository.js';
import type { HuntQuestion } from './hunt-engine.js';

/** Most teams whose chat a process remembers (a busy day is a few hundred). */
const REMEMBERED_CHATS = 10_000;

/**
 * Each team's chat as this process last read or stored it. Only a starting point: the chat
 * write stores a step only if the team's version is still the one it was computed from
 * (hunt.repository.ts), so a chat another process moved on costs a fresh read and a retry,
 * never a wrong step.
 */
class LastKnownChats {
  private readonly chats = new Map<string, VersionedProgress>();

  get(bookingId: string): VersionedProgress | undefined {
    return this.chats.get(bookingId);
  }

  remember(bookingId: string, chat: VersionedProgress): void {
    const known = this.chats.get(bookingId);
    if (known && known.version >= chat.version) return;
    if (!known && this.chats.size >= REMEMBERED_CHATS) this.chats.delete(this.chats.keys().next().value as string);
    this.chats.set(bookingId, chat);
  }

  forget(bookingId: string): void {
    this.chats.delete(bookingId);
  }
}

/**
 * What the chat starts from: the team's booking (the player booking cache), its chat (remembered,
 * or read with the chats of the other requests of that turn of the event loop,
 * core/batch-loader.ts) and the clues (kept until they change).
 */
const lookupsOf = oncePer((deps: AppDeps) => {
  const chats = new LastKnownChats();
  const progresses = new BatchLoader<string, VersionedProgress>((ids) => readChats(deps, ids));
  return { chats, progresses };
});

/** These teams' chats as stored now, remembered for their next messages. */
export async function readChats(deps: AppDeps, bookingIds: string[]): Promise<Map<string, VersionedProgress>> {
  const found = await findProgresses(deps.database.db, bookingIds);
  rememberChats(deps, found);
  return found;
}

/** The booking holding an access token (the token check). */
export function bookingByAccessToken(deps: AppDeps, token: string): Promise<PlayerBookingRow | undefined> {
  return deps.playerBookings.get(token);
}

/** The team holding a player's access token, with its chat (start, send). */
export async function teamByAccessToken(deps: AppDeps, token: string): Promise<PlayerTeam | undefined> {
  const booking = await deps.playerBookings.get(token);
  if (!booking) return undefined;
  const { chats, progresses } = lookupsOf(deps);
  const chat = chats.get(booking.id) ?? (await progresses.load(booking.id));
  return chat ? { booking, chat } : undefined;
}

/** Teams' chats as just stored by this process. */
export function rememberChats(deps: AppDeps, stored: Iterable<[string, VersionedProgress]>): void {
  const { chats } = lookupsOf(deps);
  for (const [id, chat] of stored) chats.remember(id, chat);
}

/** A team whose remembered chat turned out stale (another process moved it on). */
export function forgetChat(deps: AppDeps, bookingId: string): void {
  lookupsOf(deps).chats.forget(bookingId);
}

/** The active clues in play order. */
export function activeQuestions(deps: AppDeps): Promise<HuntQuestion[]> {
  return deps.activeClues.get();
}
