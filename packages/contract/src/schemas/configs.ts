import { z } from 'zod';
import { CONFIG_IMAGE_MAX_BYTES } from '../constants.js';
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
    value: z
      .string()
      .max(CONFIG_VALUE_MAX_LENGTH, {
        error: (issue) => (String(issue.input).startsWith('data:') ? c.imageTooLarge : c.valueTooLong),
      })
      .optional(),
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

/** Longest text message (not image) an admin may store. */
export const CONFIG_TEXT_MAX_LENGTH = 5000;

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,([A-Za-z0-9+/]*={0,2})$/;
/** A site path such as /vouchers/gift.png: starts with one "/", no spaces, quotes, backslashes or scheme. */
const IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;

/** Decoded size in bytes of a base64 payload. */
export function base64DecodedBytes(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * Why a voucher image value is refused, or undefined when it is fine: a site path starting with
 * "/" or a base64 data URL of a PNG, JPEG, GIF, WebP or SVG image within CONFIG_IMAGE_MAX_BYTES.
 */
export function imageConfigValueError(value: string): string | undefined {
  if (value.trim() === '') return c.valueEmpty;
  if (value.startsWith('data:')) {
    const match = IMAGE_DATA_URL.exec(value);
    if (!match || (match[2] ?? '').length % 4 !== 0 || match[2] === '') return c.imageInvalid;
    if (base64DecodedBytes(match[2] ?? '') > CONFIG_IMAGE_MAX_BYTES) return c.imageTooLarge;
    return undefined;
  }
  if (value.length > 2048 || !IMAGE_PATH.test(value)) return c.imageInvalid;
  return undefined;
}

export const configKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });
export const configResponseSchema = z.object({ message: z.string(), data: configSchema });
