import {
  API,
  errorResponseSchema,
  puzzleMessagesResponseSchema,
  puzzleSendRequestSchema,
  puzzleStartRequestSchema,
  tokenParamsSchema,
  validateCodeRequestSchema,
  validateCodeResponseSchema,
  validateTokenResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../core/client-key.js';
import { teamOf } from './hunt.service.js';
import { PLAYER_COOKIE, playerCookieOptions } from './player-cookie.js';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The team a chat call plays: the token its page names, else the player cookie's. */
const playerToken = (request: FastifyRequest, named: string | undefined) => named ?? request.cookies[PLAYER_COOKIE];

/** The player API (spec section 7): access code, access token, and the chat of the hunt. */
export const huntRoutes: FastifyPluginAsync = async (base) => {
  const { hunt } = base.services;
  const deps = base.deps;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    API.access.validateCode,
    {
      schema: {
        tags: ['player'],
        summary: "Find today's booking with a 4-character access code",
        description:
          '"Today" is the date at the venue by the server\'s clock; the `date` sent by the client is ignored. ' +
          'An unknown code answers 200 `{success:false, message}`. Rate limited per client address ' +
          '(10 wrong codes per 10 minutes, then 429 with the time to wait; a right code does not count).',
        body: validateCodeRequestSchema,
        response: { 200: validateCodeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return hunt.validateCode(request.body.code, clientKey(request.ip));
    },
  );

  app.get(
    API.access.validateToken.pattern,
    {
      schema: {
        tags: ['player'],
        summary: 'Status of an access token: pending, active, expired, revoked or invalid',
        description:
          'While active (on the adventure day, venue time) this sets the httpOnly player cookie that ' +
          `\`${API.puzzle.start}\` and \`${API.puzzle.send}\` use.`,
        params: tokenParamsSchema,
        response: { 200: validateTokenResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const check = await hunt.checkToken(request.params.token);
      if (check.status === 'active' && check.booking) {
        reply.setCookie(
          PLAYER_COOKIE,
          request.params.token,
          playerCookieOptions(deps.config, check.booking.registrationDate, deps.clock.now()),
        );
      }
      return { status: check.status, message: check.message, data: { team: teamOf(check) } };
    },
  );

  app.post(
    API.puzzle.start,
    {
      schema: {
        tags: ['player'],
        summary: "Open the team's chat: the stored conversation and the greeting for its state",
        description:
          '`data.history` is the stored conversation (oldest first); `data.messages` the greeting: the intro and ' +
          'the instruction to type START, welcome back and the current clue, or the final message and vouchers ' +
          'again. The team is the one of `token` when the body names it (the chat page does), else the player ' +
          "cookie's. 403 with a message when there is no token or it is not active.",
        body: puzzleStartRequestSchema,
        response: { 200: puzzleMessagesResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await hunt.startHunt(playerToken(request, request.body?.token));
      return { data };
    },
  );

  app.post(
    API.puzzle.send,
    {
      schema: {
        tags: ['player'],
        summary: 'Send a message of the team: START, HINT, PAUSE or an answer',
        description:
          'Answers the replies in `data.messages`. At most 500 characters; rate limited per team (a burst of 5, ' +
          'then one every 3 seconds: 429 with a message, nothing stored). The team is chosen as in start. ' +
          '403 when the token is not active.',
        body: puzzleSendRequestSchema,
        response: {
          200: puzzleMessagesResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const messages = await hunt.sendMessage(playerToken(request, request.body.token), request.body.message);
      return { data: { messages } };
    },
  );
};
