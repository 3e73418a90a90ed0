/**
 * Moves focus to the first control, in page order, whose name is among `names`. The form
 * does this itself instead of react-hook-form, whose order follows registration, not layout.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form || names.length === 0) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && 'name' in element && names.includes(String(element.name))) {
      element.focus();
      return;
    }
  }
}
