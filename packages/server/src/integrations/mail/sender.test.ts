import { describe, expect, it } from 'vitest';
import { describeSendError } from './sender';

describe('describeSendError', () => {
  const url = 'smtp://mailer%40example.com:p%40ss-w0rd!@smtp.example.com:587';

  it('removes the SMTP URL and its credentials, encoded or not, from the message', () => {
    const error = new Error(`Invalid login for mailer@example.com with p@ss-w0rd! (p%40ss-w0rd!) via ${url}`);
    const message = describeSendError(error, url);
    expect(message).not.toContain('p@ss-w0rd!');
    expect(message).not.toContain('p%40ss-w0rd!');
    expect(message).not.toContain('mailer@example.com');
    expect(message).not.toContain('smtp.example.com');
    expect(message).toContain('Invalid login for ***');
  });

  it('keeps the useful part and caps the length', () => {
    expect(describeSendError(new Error('451 try later'), url)).toBe('451 try later');
    expect(describeSendError('x'.repeat(2000), url)).toHaveLength(500);
  });
});
