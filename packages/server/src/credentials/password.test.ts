import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// Low cost keeps the unit test quick; the format and comparison are what is under test.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', cheap);
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('uses the production cost by default', async () => {
    expect((await hashPassword('slow on purpose')).startsWith('scrypt$131072$8$1$')).toBe(true);
  });
});
