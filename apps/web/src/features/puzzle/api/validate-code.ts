import { API, MESSAGES } from '@seaside/contract';
import { checkBody } from '@/lib/contract-check';
import { playerClient, serverMessage } from '@/lib/http';

export type ValidateCodeResult = { ok: true; redirectUrl: string } | { ok: false; message: string };

interface ValidateCodeAnswer {
  success?: unknown;
  message?: unknown;
  data?: { redirectUrl?: unknown };
}

/**
 * `POST /api/access/validate-code`. The body carries the device's clock (`date`, spec section 7);
 * the server's clock decides. Any failure becomes the server's message or the spec's fallback.
 */
export async function validateAccessCode(code: string, signal?: AbortSignal): Promise<ValidateCodeResult> {
  const fallback = MESSAGES.player.invalidCode;
  try {
    const { data } = await playerClient.post<ValidateCodeAnswer | undefined>(
      API.access.validateCode,
      { code, date: new Date().toISOString() },
      { signal },
    );
    checkBody('validateCodeResponseSchema', data, `POST ${API.access.validateCode}`);
    const redirectUrl = data?.data?.redirectUrl;
    if (data?.success === true && typeof redirectUrl === 'string' && redirectUrl) return { ok: true, redirectUrl };
    return { ok: false, message: typeof data?.message === 'string' && data.message.trim() ? data.message : fallback };
  } catch (error) {
    return { ok: false, message: serverMessage(error, fallback) };
  }
}
