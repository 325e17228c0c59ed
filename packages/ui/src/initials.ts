/**
 * Up to two letters for a person without a photo: the first letters of the first and last words,
 * in any script (a letter is a whole code point, so astral letters stay whole). Empty for an empty
 * name; the caller decides what stands in for it.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return `${letter(first)}${last ? letter(last) : ''}`;
}
