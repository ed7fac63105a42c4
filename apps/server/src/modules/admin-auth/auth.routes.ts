import {
  API,
  accessTokenResponseSchema,
  errorResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  REFRESH_COOKIE_PATH,
} from '@seaside/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKey } from '../../core/client-key.js';
import { REFRESH_TOKEN_TTL_SECONDS } from './auth.service.js';

/** The refresh cookie: httpOnly, SameSite=Strict, only sent to the /api/user calls that need it. */
export const REFRESH_COOKIE = 'refreshToken';
const LOGGED_OUT = 'Logged out successfully.';

/**
 * Sign-in, silent refresh and sign-out (server-behaviour section 7). Public routes: they run
 * before an access token exists (login), after it expired (refresh) or whatever its state (logout).
 */
export const adminAuthRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = app.deps.config.env === 'production';

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH });

  r.post(
    API.user.login,
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Admin sign-in with mobile number and password',
        body: loginRequestSchema,
        response: {
          200: accessTokenResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, clientKey(request.ip));
      setRefreshCookie(reply, session.refreshToken);
      reply.header('cache-control', 'no-store');
      return { accessToken: session.accessToken };
    },
  );

  r.post(
    API.user.refreshToken,
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: accessTokenResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, session.refreshToken);
        reply.header('cache-control', 'no-store');
        return { accessToken: session.accessToken };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  r.post(
    API.user.logout,
    {
      schema: {
        tags: ['admin auth'],
        summary: 'Sign out: revoke the refresh session and clear its cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { message: LOGGED_OUT };
    },
  );
};
