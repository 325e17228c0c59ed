/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`: nested words compared key by key across languages. */
export function flattenWords(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...flattenWords(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The share of a translation's texts that are the English text unchanged. */
export function englishCopyShare(english: Record<string, string>, messages: Record<string, string>): number {
  const copies = Object.entries(messages).filter(([key, text]) => text === english[key]);
  return copies.length / Object.keys(messages).length;
}
