import type { AppDeps } from '../../app-deps.js';
import { BatchLoader } from '../../core/batch-loader.js';
import { oncePer } from '../../core/once-per.js';
import type { PlayerBookingRow } from '../bookings/bookings.repository.js';
import { findPlayersByAccessTokens, listActiveQuestions, type PlayerTeam } from './hunt.repository.js';
import type { HuntQuestion } from './hunt-engine.js';

/**
 * Reads every player request starts with, batched across concurrent requests
 * (core/batch-loader.ts): under load, one query answers all the requests of a turn of the event
 * loop. The chat reads its team and clues as stored now (a deleted or moved booking, or an
 * edited clue, is seen at once); the token check answers from the player booking cache.
 */
const loadersOf = oncePer((deps: AppDeps) => ({
  players: new BatchLoader<string, PlayerTeam>(async (tokens) => {
    const rows = await findPlayersByAccessTokens(deps.database.db, tokens);
    return new Map(rows.map((row) => [row.booking.accessToken as string, row]));
  }),
  questions: new BatchLoader<'active', HuntQuestion[]>(
    async () => new Map([['active', await listActiveQuestions(deps.database.db)]]),
  ),
}));

/** The booking holding an access token (the token check). */
export function bookingByAccessToken(deps: AppDeps, token: string): Promise<PlayerBookingRow | undefined> {
  return deps.playerBookings.get(token);
}

/** The team holding a player's access token, with its chat as stored now (start, send). */
export function teamByAccessToken(deps: AppDeps, token: string): Promise<PlayerTeam | undefined> {
  return loadersOf(deps).players.load(token);
}

/** The active clues in play order. */
export async function activeQuestions(deps: AppDeps): Promise<HuntQuestion[]> {
  return (await loadersOf(deps).questions.load('active')) ?? [];
}
