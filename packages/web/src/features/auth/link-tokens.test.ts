import { describe, expect, it } from 'vitest';
import { readLinkTokens } from './link-tokens';

describe('link tokens in the address', () => {
  it('finds a passwordless token and removes only it', () => {
    expect(readLinkTokens('?login_token=abc&lang=ar')).toEqual({
      tokens: { loginToken: 'abc', resetToken: null, session: null },
      search: '?lang=ar',
    });
  });

  it('finds a reset token', () => {
    expect(readLinkTokens('?reset_token=xyz')).toEqual({ tokens: { loginToken: null, resetToken: 'xyz', session: null }, search: '' });
  });

  it('needs both token and email for a native session, and leaves a lone one alone', () => {
    expect(readLinkTokens('?token=t1&email=a%40b.test&page-builder')).toEqual({
      tokens: { loginToken: null, resetToken: null, session: { token: 't1', email: 'a@b.test' } },
      search: '?page-builder=',
    });
    expect(readLinkTokens('?email=a%40b.test')).toEqual({ tokens: { loginToken: null, resetToken: null, session: null }, search: '?email=a%40b.test' });
  });

  it('ignores empty values', () => {
    expect(readLinkTokens('?login_token=&reset_token=%20').tokens).toEqual({ loginToken: null, resetToken: null, session: null });
  });
});
