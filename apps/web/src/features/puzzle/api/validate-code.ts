import { API, MESSAGES } from '@seaside/contract';

export type ValidateCodeResult = { ok: true; redirectUrl: string } | { ok: false; message: string };

/**
 * `POST /api/access/validate-code` with `fetch` rather than the axios player client: the access
 * page has a 110 kB first-load budget and axios alone would cost ~14 kB of it. The body carries
 * the device's clock (`date`, spec section 7); the server's clock decides.
 */
export async function validateAccessCode(code: string, signal?: AbortSignal): Promise<ValidateCodeResult> {
  const fallback = MESSAGES.player.invalidCode;
  try {
    const res = await fetch(API.access.validateCode, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, date: new Date().toISOString() }),
      signal,
    });
    const body = (await res.json().catch(() => null)) as {
      success?: unknown;
      message?: unknown;
      data?: { redirectUrl?: unknown };
    } | null;
    const redirectUrl = body?.data?.redirectUrl;
    if (res.ok && body?.success === true && typeof redirectUrl === 'string' && redirectUrl) {
      return { ok: true, redirectUrl };
    }
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : fallback;
    return { ok: false, message };
  } catch {
    return { ok: false, message: fallback };
  }
}
