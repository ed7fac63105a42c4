import type { AppDeps } from '../../app-deps.js';
import { BatchLoader } from '../../core/batch-loader.js';
import { perApp } from '../../core/per-app.js';
import { findBookingsByAccessTokens, type PlayerBookingRow } from '../bookings/bookings.repository.js';
import { findProgresses, listActiveQuestions, type VersionedProgress } from './hunt.repository.js';
import type { HuntQuestion } from './hunt-engine.js';

/**
 * Reads every player request starts with, batched across concurrent requests
 * (core/batch-loader.ts): under load, one query answers all the requests of a turn of the event
 * loop. Nothing is cached: a deleted or moved booking, or an edited clue, is seen at once.
 */
const loadersOf = perApp((deps) => ({
  bookings: new BatchLoader<string, PlayerBookingRow>(async (tokens) => {
    const rows = await findBookingsByAccessTokens(deps.database.db, tokens);
    return new Map(rows.map((row) => [row.accessToken as string, row]));
  }),
  questions: new BatchLoader<'active', HuntQuestion[]>(
    async () => new Map([['active', await listActiveQuestions(deps.database.db)]]),
  ),
  progress: new BatchLoader<string, VersionedProgress>((bookingIds) => findProgresses(deps.database.db, bookingIds)),
}));

/** The booking holding a player's access token (token check, start, send). */
export function bookingByAccessToken(deps: AppDeps, token: string): Promise<PlayerBookingRow | undefined> {
  return loadersOf(deps).bookings.load(token);
}

/** The active clues in play order (read before the chat transaction, like the message configs). */
export async function activeQuestions(deps: AppDeps): Promise<HuntQuestion[]> {
  return (await loadersOf(deps).questions.load('active')) ?? [];
}

/** A team's progress and its version as stored now (the chat computes a step from it). */
export async function progressOf(deps: AppDeps, bookingId: string): Promise<VersionedProgress> {
  return (await loadersOf(deps).progress.load(bookingId)) as VersionedProgress;
}
