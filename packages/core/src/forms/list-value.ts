/*
 * A multi-select answer's stored text, on its own: the member app's startup reads members'
 * properties with it, without the rest of the form rules.
 */

/** The choices of a multi_select value; null when the text is not a list of strings. */
export function parseList(value: string): string[] | null {
  if (value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}
