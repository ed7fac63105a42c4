/** Why MUI's Dialog asks to close: a click on the backdrop or the Escape key. */
type DismissReason = 'backdropClick' | 'escapeKeyDown';

/**
 * The `onClose` of an admin form dialog: a backdrop click or Escape closes it only while the form
 * holds no changes (react-hook-form's `isDirty`), so typed work is never thrown away by a stray
 * click; the dialog's own Cancel button stays the way out. `close` undefined (e.g. while saving)
 * ignores both.
 */
export function dismissUnlessDirty(dirty: boolean, close: (() => void) | undefined) {
  return (_event: unknown, _reason: DismissReason) => {
    if (dirty || !close) return;
    close();
  };
}
