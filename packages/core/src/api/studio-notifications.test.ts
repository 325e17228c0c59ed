import { describe, expect, it } from 'vitest';
import { blastInputSchema } from './studio-notifications';

const base = { title: 'Hi', body: 'There', channels: { push: true, email: false }, segment: { kind: 'all' } };

describe('blast input', () => {
  it('takes an app path as its link, never another site', () => {
    expect(blastInputSchema.safeParse({ ...base, url: '/classes?week=2' }).success).toBe(true);
    expect(blastInputSchema.safeParse({ ...base, url: null }).success).toBe(true);
    for (const url of ['//evil.example', '/\\evil.example', 'https://evil.example', 'classes', '/a b']) {
      expect(blastInputSchema.safeParse({ ...base, url }).success, url).toBe(false);
    }
  });

  it('needs a channel', () => {
    expect(blastInputSchema.safeParse({ ...base, channels: { push: false, email: false } }).success).toBe(false);
  });
});
