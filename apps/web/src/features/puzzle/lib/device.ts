import { getBlob } from '@/lib/http';

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIOS(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** Saves an image (a path on this site or a data URL) under `filename`. */
export async function downloadImage(url: string, filename: string): Promise<void> {
  let href = url;
  let revoke: string | undefined;
  try {
    // A blob URL makes `download` work for every same-origin source.
    revoke = URL.createObjectURL(await getBlob(url));
    href = revoke;
  } catch {
    // Fall back to the address itself.
  }
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  if (revoke) setTimeout(() => URL.revokeObjectURL(revoke), 10_000);
}
