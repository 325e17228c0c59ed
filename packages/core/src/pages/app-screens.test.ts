import { describe, expect, it } from 'vitest';
import { isAppScreenPath } from './app-screens';

describe('isAppScreenPath', () => {
  it('is the member app’s own /me/ screens, not pages that merely start with "me"', () => {
    expect(isAppScreenPath('/me/messages')).toBe(true);
    expect(isAppScreenPath('/me')).toBe(true);
    expect(isAppScreenPath('/me/account/details')).toBe(true);
    expect(isAppScreenPath('/meals')).toBe(false);
    expect(isAppScreenPath('/programs/me')).toBe(false);
    expect(isAppScreenPath('/')).toBe(false);
  });
});
