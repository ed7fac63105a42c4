import { getBlob, saveBlob, saveLink } from '@/lib/http';

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIOS(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Saves an image (a path on this site or a data URL) under `filename`. */
export async function downloadImage(url: string, filename: string): Promise<void> {
  let blob: Blob;
  try {
    blob = await getBlob(url);
  } catch {
    // Fall back to the address itself.
    saveLink(url, filename);
    return;
  }
  saveBlob(blob, filename);
}
