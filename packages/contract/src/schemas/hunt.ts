import { z } from 'zod';
import { ACCESS_CODE_LENGTH, CHAT_MESSAGE_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';

const p = MESSAGES.player;

export const ACCESS_CODE_PATTERN = new RegExp(`^[0-9A-F]{${ACCESS_CODE_LENGTH}}$`);

/** Keeps the first four valid characters of pasted or typed text, upper-cased. */
export function sanitiseAccessCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, ACCESS_CODE_LENGTH);
}

export const validateCodeRequestSchema = z.object({
  code: z
    .string({ error: p.codeFormat })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => ACCESS_CODE_PATTERN.test(v), p.codeFormat),
  /** The client's clock; recorded, never trusted (server-behaviour section 2). */
  date: z.string().max(64).optional(),
});

export const validateCodeResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string().optional(),
    data: z.object({ redirectUrl: z.string() }).optional(),
  })
  .meta({ id: 'ValidateCodeResponse' });
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

export const TOKEN_STATUSES = ['pending', 'active', 'expired', 'revoked', 'invalid'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const validateTokenResponseSchema = z
  .object({
    status: z.enum(TOKEN_STATUSES),
    message: z.string(),
    data: z.object({ team: z.object({ name: z.string(), size: z.number().int() }).nullable() }),
  })
  .meta({ id: 'ValidateTokenResponse' });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

export const chatMessageSchema = z
  .object({
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    messageType: z.enum(['text', 'voucher']),
    metadata: z.object({ imageUrl: z.string().optional() }).optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * The access token of the team a chat page is for. A browser holds one player cookie, the token
 * of the last link it opened, so an organiser with two teams' links open in two tabs would play
 * both as the second team; a page that names its token plays its own. Without it, the cookie
 * decides (server-behaviour section 4).
 */
const pageTokenSchema = tokenParamsSchema.shape.token.optional();

/** `POST /api/puzzle/start`: the body is optional. */
export const puzzleStartRequestSchema = z.object({ token: pageTokenSchema }).nullish();

export const puzzleSendRequestSchema = z.object({
  token: pageTokenSchema,
  message: z
    .string({ error: p.messageEmpty })
    .trim()
    .min(1, p.messageEmpty)
    .max(CHAT_MESSAGE_MAX_LENGTH, p.messageTooLong),
});

export const puzzleMessagesResponseSchema = z
  .object({
    data: z.object({
      /** The replies to this call (send: to the message; start: the greeting for the team's state). */
      messages: z.array(chatMessageSchema),
      /** start only: the team's stored conversation so far (oldest first), shown before `messages`. */
      history: z.array(chatMessageSchema).optional(),
    }),
  })
  .meta({ id: 'PuzzleMessages' });
export type PuzzleMessagesResponse = z.infer<typeof puzzleMessagesResponseSchema>;
