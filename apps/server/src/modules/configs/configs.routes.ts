import {
  API,
  configKeyParamsSchema,
  configListResponseSchema,
  configResponseSchema,
  configUpdateRequestSchema,
  errorResponseSchema,
  MESSAGES,
  messageResponseSchema,
} from '@seaside/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/admin-guard.js';
import { presentConfig } from './configs.presenter.js';

const c = MESSAGES.configs;
const tags = ['configs'];
const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Messages Configuration (admin): the texts and voucher images the hunt's chat sends. */
export const configRoutes: FastifyPluginAsync = async (base) => {
  const { configs } = base.services;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.configs.list,
    {
      schema: {
        tags,
        summary: 'Every message configuration',
        response: { 200: configListResponseSchema, ...errors },
      },
    },
    async () => ({ data: (await configs.listAllConfigs()).map(presentConfig) }),
  );

  app.put(
    API.configs.update.pattern,
    {
      schema: {
        tags,
        summary: 'Toggle a message ({isActive}) or change its value, description and status',
        description:
          'Both spellings of the voucher keys are accepted (giftVocher/giftvocher, barVocher/barvochers). ' +
          'Image keys take a path starting with "/" or a base64 image data URL.',
        params: configKeyParamsSchema,
        body: configUpdateRequestSchema,
        response: { 200: configResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { row, toggleOnly } = await configs.updateConfigByKey(
        requireAdmin(request),
        request.params.key,
        request.body,
      );
      return { message: toggleOnly ? c.toggled : c.updated, data: presentConfig(row) };
    },
  );

  app.post(
    API.configs.refresh,
    {
      schema: {
        tags,
        summary:
          'Confirm the message texts load (nothing to reload: every process picks up a change by itself on its next chat step)',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async () => {
      await configs.refreshConfigs();
      return { message: c.refreshed };
    },
  );
};
