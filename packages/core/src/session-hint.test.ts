import { describe, expect, it } from 'vitest';
import { sessionCookieHint, sessionHintMeta } from './session-hint';

/** A document that holds only the given head markup's meta element, as the browser would parse it. */
const documentWith = (head: string) => ({
  querySelector: () => {
    const content = /content="([^"]*)"/.exec(head)?.[1];
    return head.includes('name="tessera-session"') && content !== undefined ? { getAttribute: () => content } : null;
  },
});

describe('session hint', () => {
  it('reads back what the server wrote, and unknown when the document says nothing or something else', () => {
    expect(sessionCookieHint(documentWith(sessionHintMeta(true)))).toBe('cookie');
    expect(sessionCookieHint(documentWith(sessionHintMeta(false)))).toBe('none');
    expect(sessionCookieHint(documentWith(''))).toBe('unknown');
    expect(sessionCookieHint(documentWith('<meta name="tessera-session" content="maybe">'))).toBe('unknown');
  });
});
