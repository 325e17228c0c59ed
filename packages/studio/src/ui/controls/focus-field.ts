/**
 * Takes the owner to a form's field by name: focused, and scrolled to the middle of the screen
 * so that the sticky save bar at the bottom does not cover it (or its message). Names are the
 * forms' own identifiers (`custom_domain`), safe inside the selector.
 */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const field = form.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!field) return;
  field.focus({ preventScroll: true });
  // jsdom has no layout and no scrollIntoView.
  field.scrollIntoView?.({ block: 'center' });
}
