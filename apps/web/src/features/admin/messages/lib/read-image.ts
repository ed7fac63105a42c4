import { CONFIG_IMAGE_MAX_BYTES, MESSAGES } from '@seaside/contract';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

export type ImageReadResult = { ok: true; dataUrl: string } | { ok: false; error: string };

/** Turns an uploaded voucher image into a data URL, refusing other files and images over the size limit. */
export function readImageFile(file: File): Promise<ImageReadResult> {
  if (!ACCEPTED_TYPES.includes(file.type)) return Promise.resolve({ ok: false, error: MESSAGES.configs.notAnImage });
  if (file.size > CONFIG_IMAGE_MAX_BYTES) return Promise.resolve({ ok: false, error: MESSAGES.configs.imageTooLarge });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        typeof reader.result === 'string'
          ? { ok: true, dataUrl: reader.result }
          : { ok: false, error: MESSAGES.configs.imageInvalid },
      );
    reader.onerror = () => resolve({ ok: false, error: MESSAGES.configs.imageInvalid });
    reader.readAsDataURL(file);
  });
}
