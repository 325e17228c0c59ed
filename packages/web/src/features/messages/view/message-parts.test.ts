import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt, messageParts } from './message-parts';

describe('messageParts', () => {
  it('finds mentions, ending each at its matching bracket', () => {
    expect(messageParts('Hi @<Ana Lee>, and @<Ben <coach>> too')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Ana Lee' },
      { kind: 'text', text: ', and ' },
      { kind: 'mention', name: 'Ben <coach>' },
      { kind: 'text', text: ' too' },
    ]);
  });

  it('leaves an unclosed mention and escaped brackets as text', () => {
    expect(messageParts('5 &lt; 6 @<Ana')).toEqual([{ kind: 'text', text: '5 < 6 @<Ana' }]);
    expect(messageParts('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
  });

  it('makes links of http and https addresses only, without trailing punctuation', () => {
    expect(messageParts('See https://example.com/a?b=1. Or javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', url: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or javascript:alert(1)' },
    ]);
  });
});

describe('mention picker', () => {
  it('knows the term being typed after @ at a word start', () => {
    expect(mentionQueryAt('Hello @An', 9)).toEqual({ start: 6, term: 'An' });
    expect(mentionQueryAt('Hello @<An', 10)).toEqual({ start: 6, term: 'An' });
    expect(mentionQueryAt('mail me@x', 9)).toBeNull();
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });

  it('replaces the typed term with the whole mention', () => {
    expect(insertMention('Hello @An!', 6, 9, 'Ana Lee')).toEqual({
      text: 'Hello @<Ana Lee> !',
      caret: 17,
    });
  });
});
