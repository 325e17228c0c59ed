import { describe, expect, it } from 'vitest';
import { shouldShowDemoLogin } from './demo-login';
import { safeNextPath } from './safe-next';

describe('shouldShowDemoLogin', () => {
  it('shows the demo login in development and on the local machine only', () => {
    expect(shouldShowDemoLogin({ isDev: true, hostname: 'studio.example.com' })).toBe(true);
    expect(shouldShowDemoLogin({ isDev: false, hostname: 'localhost' })).toBe(true);
    expect(shouldShowDemoLogin({ isDev: false, hostname: '127.0.0.1' })).toBe(true);
    expect(shouldShowDemoLogin({ isDev: false, hostname: 'demo.localhost' })).toBe(true);
    expect(shouldShowDemoLogin({ isDev: false, hostname: 'studio.example.com' })).toBe(false);
    expect(shouldShowDemoLogin({ isDev: false, hostname: 'localhost.example.com' })).toBe(false);
  });
});

describe('safeNextPath', () => {
  it('accepts studio paths and refuses anything that could leave the site', () => {
    expect(safeNextPath('/apps/1/members?q=a')).toBe('/apps/1/members?q=a');
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath('https://evil.test')).toBeUndefined();
    expect(safeNextPath('//evil.test')).toBeUndefined();
    expect(safeNextPath('/\\evil.test')).toBeUndefined();
  });
});
