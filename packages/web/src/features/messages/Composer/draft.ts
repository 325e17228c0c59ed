/**
 * A typed draft survives leaving the thread, a reload and a failed send (issue 15: never lose a
 * typed draft): kept per thread in the tab's session storage until sent.
 */
const key = (threadKey: string) => `tessera.draft.${threadKey}`;

export function readDraft(threadKey: string): string {
  try {
    return window.sessionStorage.getItem(key(threadKey)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(threadKey: string, text: string): void {
  try {
    if (text) window.sessionStorage.setItem(key(threadKey), text);
    else window.sessionStorage.removeItem(key(threadKey));
  } catch {
    // Storage full or refused: the draft stays in the field.
  }
}
