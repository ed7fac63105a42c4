import { z } from 'zod';
import { LEADERBOARD_PERIODS } from '../constants.js';
import { idSchema, isoDateSchema } from './common.js';

export const leaderboardQuerySchema = z.object({ period: z.enum(LEADERBOARD_PERIODS).default('month') });

export const leaderboardEntrySchema = z
  .object({
    rank: z.number().int(),
    teamName: z.string(),
    teamSize: z.number().int(),
    durationSeconds: z.number().int(),
    hintsUsed: z.number().int(),
    scoreSeconds: z.number().int(),
    /** The adventure date the team finished on (venue time). */
    finishedOn: isoDateSchema,
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z
  .object({ period: z.enum(LEADERBOARD_PERIODS), entries: z.array(leaderboardEntrySchema) })
  .meta({ id: 'Leaderboard' });
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const bookingIdParamsSchema = z.object({ bookingId: idSchema });
