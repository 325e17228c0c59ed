import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./.data');
    expect(config.nodeEnv).toBe('development');
    expect(config.defaultAppSlug).toBe('demo');
    expect(config.shouldSeedDemo).toBe(true);
  });

  it('never seeds or falls back to the demo app in production unless asked', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.shouldSeedDemo).toBe(false);
    expect(config.defaultAppSlug).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('password hash cost', () => {
  it('never goes below the production cost in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_LOG2_N: '12' }).passwordHashLog2N).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_LOG2_N: '12' }).passwordHashLog2N).toBe(12);
    expect(loadConfig({}).passwordHashLog2N).toBe(17);
  });
});

describe('rate limit switch', () => {
  it('is on by default and cannot be switched off in production', () => {
    expect(loadConfig({}).areRateLimitsOn).toBe(true);
    expect(loadConfig({ AUTH_RATE_LIMITS: 'off' }).areRateLimitsOn).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_RATE_LIMITS: 'off' })).toThrow(/AUTH_RATE_LIMITS/);
  });
});
