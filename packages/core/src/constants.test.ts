import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  deviceClassFor,
  MEDIA_MAX_BYTES,
  mbToBytes,
  reportReasons,
  REPORT_REASONS,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  STORAGE_KEYS,
  VIDEO_MAX_BYTES,
} from './constants';

describe('deviceClassFor', () => {
  it.each([
    [0, 'mobile'],
    [BREAKPOINTS.sm, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [BREAKPOINTS.lg, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ] as const)('width %i is %s', (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });
});

describe('sizes', () => {
  it('converts megabytes as MB × 1024 × 1024', () => {
    expect(mbToBytes(1)).toBe(1_048_576);
    expect(mbToBytes(15)).toBe(MEDIA_MAX_BYTES);
    expect(VIDEO_MAX_BYTES).toBe(52_428_800);
  });

  it('keeps the session cookie for 365 days', () => {
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});

describe('lists', () => {
  it('has the eight report reasons with labels', () => {
    expect(reportReasons).toHaveLength(8);
    expect(REPORT_REASONS.harassment).toBe('Harassment or bullying');
  });

  it('uses distinct local-storage keys', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
