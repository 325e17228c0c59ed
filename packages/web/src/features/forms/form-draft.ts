/**
 * Answers in progress, kept in this browser while the member fills in a form, so that leaving
 * (a call, another tab, a closed sheet) and coming back finds them where they were. One entry per
 * form and member; sending the form, or editing an earlier submission, clears it.
 */
export type FormDraft = {
  values: Record<string, string>;
  /** Previews of uploaded images, by upload id. */
  images: Record<string, string>;
  step: number;
};

const PREFIX = 'tessera:form-draft:';
const keyOf = (formId: string, memberId: string) => `${PREFIX}${formId}:${memberId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(formId: string, memberId: string): FormDraft | null {
  const text = storage()?.getItem(keyOf(formId, memberId));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<FormDraft>;
    if (typeof draft.values !== 'object' || draft.values === null) return null;
    const values = Object.fromEntries(Object.entries(draft.values).filter(([, value]) => typeof value === 'string'));
    return { values, images: draft.images && typeof draft.images === 'object' ? draft.images : {}, step: typeof draft.step === 'number' ? draft.step : 0 };
  } catch {
    return null;
  }
}

export function writeDraft(formId: string, memberId: string, draft: FormDraft): void {
  try {
    storage()?.setItem(keyOf(formId, memberId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function clearDraft(formId: string, memberId: string): void {
  storage()?.removeItem(keyOf(formId, memberId));
}
