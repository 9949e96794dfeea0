/** Platform spec §5: bad inputs shake for one second after a failed submit. */
export const SHAKE_MS = 1000;
export const SHAKE_CLASS = 'vgn-shake';
export const INVALID_FIELD_SELECTOR = '.vgn-field-invalid';

/**
 * Brings the first bad input into view (and focus) and shakes every bad input; the animation
 * class is removed after SHAKE_MS so the next failure shakes again. Returns a cancel function.
 */
export function showInvalidFields(container: HTMLElement): () => void {
  const fields = Array.from(container.querySelectorAll<HTMLElement>(INVALID_FIELD_SELECTOR));
  const first = fields[0];
  if (!first) return () => undefined;
  first.scrollIntoView({ behavior: 'smooth', block: 'center' });
  first.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus({ preventScroll: true });
  for (const field of fields) {
    field.classList.remove(SHAKE_CLASS);
    // Reading layout restarts the animation when the class is put back on the same element.
    void field.offsetWidth;
    field.classList.add(SHAKE_CLASS);
  }
  const timer = setTimeout(() => fields.forEach((field) => field.classList.remove(SHAKE_CLASS)), SHAKE_MS);
  return () => {
    clearTimeout(timer);
    fields.forEach((field) => field.classList.remove(SHAKE_CLASS));
  };
}
