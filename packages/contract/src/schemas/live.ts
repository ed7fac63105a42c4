import { z } from 'zod';
import { CLUE_STATS_TOP_WRONG_ANSWERS, LIVE_TEAM_STATES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { dateFilterSchema, isoDateSchema } from './common.js';
import { chatMessageSchema } from './hunt.js';

/** operations.md section 3: the Today board. */
export const liveBoardQuerySchema = z.object({ date: dateFilterSchema });

const instantSchema = z.string().meta({ example: '2026-06-15T10:04:00.000Z' });

export const liveTeamSchema = z
  .object({
    bookingId: z.string(),
    /** The team leader's name (the booking's full name). */
    teamName: z.string(),
    teamSize: z.number().int(),
    state: z.enum(LIVE_TEAM_STATES),
    /** The clue the team is on (1-based); 0 before START; a finished team's number of clues solved. */
    clueNumber: z.number().int(),
    startedAt: instantSchema.nullable(),
    completedAt: instantSchema.nullable(),
    lastActivityAt: instantSchema.nullable(),
    hintsUsed: z.number().int(),
    wrongGuesses: z.number().int(),
    /** Playing, today, and no clue reached or resumed for `stuckMinutes`. */
    stuck: z.boolean(),
    /** The team's name on the leaderboard (shown to staff even when hidden); null when it chose none. */
    leaderboardName: z.string().nullable(),
    /** Whether staff took the entry off the board (false when there is no name). */
    leaderboardHidden: z.boolean(),
  })
  .meta({ id: 'LiveTeam' });
export type LiveTeam = z.infer<typeof liveTeamSchema>;

export const liveBoardResponseSchema = z
  .object({
    date: isoDateSchema,
    /** The active clues now: the N of "Clue k of N". */
    clueCount: z.number().int(),
    /** STUCK_MINUTES: how long without progress makes a playing team stuck. */
    stuckMinutes: z.number().int(),
    /** The server's clock when it answered ("3 min ago" is counted from it). */
    now: instantSchema,
    teams: z.array(liveTeamSchema),
  })
  .meta({ id: 'LiveBoard' });
export type LiveBoardResponse = z.infer<typeof liveBoardResponseSchema>;

export const transcriptResponseSchema = z.object({ messages: z.array(chatMessageSchema) }).meta({ id: 'Transcript' });
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;

/** operations.md section 4: clue insights; the period defaults to the last 90 days. */
export const clueStatsQuerySchema = z
  .object({ from: dateFilterSchema, to: dateFilterSchema })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MESSAGES.ops.periodOrder, path: ['to'] });

export const clueStatsSchema = z
  .object({
    questionId: z.string(),
    sequence: z.number().int(),
    clue: z.string(),
    /** Teams that reached the clue in the period. */
    reached: z.number().int(),
    solved: z.number().int(),
    /** From reaching the clue to solving it (pauses included); null when none solved it. */
    medianSolveSeconds: z.number().int().nullable(),
    /** Share (0 to 1) of the teams that reached it that got a hint on it. */
    hintRate: z.number(),
    wrongGuessesPerTeam: z.number(),
    /** The most frequent wrong guesses, normalised as the matcher normalises them. */
    topWrongAnswers: z
      .array(z.object({ answer: z.string(), count: z.number().int() }))
      .max(CLUE_STATS_TOP_WRONG_ANSWERS),
  })
  .meta({ id: 'ClueStats' });
export type ClueStats = z.infer<typeof clueStatsSchema>;

export const clueStatsResponseSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, clues: z.array(clueStatsSchema) })
  .meta({ id: 'ClueStatsList' });
export type ClueStatsResponse = z.infer<typeof clueStatsResponseSchema>;

/** One more accepted answer for a clue (a frequent wrong guess, in one action). */
export const addAnswerRequestSchema = z.object({
  answer: z
    .string({ error: MESSAGES.questions.answerRequired })
    .trim()
    .min(1, MESSAGES.questions.answerRequired)
    .max(500),
});
