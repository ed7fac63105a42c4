import { z } from 'zod';
import { MESSAGES } from '../messages.js';

const c = MESSAGES.configs;

export const configSchema = z
  .object({
    _id: z.string(),
    key: z.string(),
    value: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'MessageConfig' });
export type MessageConfig = z.infer<typeof configSchema>;

export const configListResponseSchema = z.object({ data: z.array(configSchema) }).meta({ id: 'MessageConfigList' });

/** Data URLs of uploaded voucher images can be large; the limit keeps a row sane. */
export const CONFIG_VALUE_MAX_LENGTH = 800_000;

/** Either `{isActive}` alone (toggle) or `{value, description?, isActive?}`. */
export const configUpdateRequestSchema = z
  .object({
    value: z.string().max(CONFIG_VALUE_MAX_LENGTH).optional(),
    description: z.string().max(500).optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.value === undefined && body.isActive === undefined) {
      ctx.addIssue({ code: 'custom', message: c.nothingToUpdate, path: [] });
    }
    if (body.value !== undefined && body.value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: c.valueEmpty, path: ['value'] });
    }
  });
export type ConfigUpdateRequest = z.input<typeof configUpdateRequestSchema>;

export const configKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });
export const configResponseSchema = z.object({ message: z.string(), data: configSchema });
