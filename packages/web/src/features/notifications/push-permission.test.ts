import { PUSH_REASK_INTERVAL_MS } from '@tessera/core/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAskForPush,
  emptyPushPromptMemory,
  PUSH_PROMPT_STORAGE_KEY,
  readPushPromptMemory,
  rememberAsked,
  rememberSeen,
  shouldAskAutomatically,
  writePushPromptMemory,
  type PushFacts,
} from './push-permission';

const facts: PushFacts = { isSignedIn: true, isSupported: true, status: null, permission: 'default' };
const now = Date.UTC(2026, 10, 24, 12);
const HOUR = 3_600_000;

describe('canAskForPush (SPEC §4)', () => {
  it('asks a signed-in member whose browser supports push and who has not enabled it', () => {
    expect(canAskForPush(facts, emptyPushPromptMemory, now)).toBe(true);
    expect(canAskForPush({ ...facts, status: 'disabled' }, emptyPushPromptMemory, now)).toBe(true);
  });

  it('never asks a guest, an unsupported browser, an enabled member or a browser that refused', () => {
    expect(canAskForPush({ ...facts, isSignedIn: false }, emptyPushPromptMemory, now)).toBe(false);
    expect(canAskForPush({ ...facts, isSupported: false }, emptyPushPromptMemory, now)).toBe(false);
    expect(canAskForPush({ ...facts, status: 'enabled' }, emptyPushPromptMemory, now)).toBe(false);
    expect(canAskForPush({ ...facts, permission: 'denied' }, emptyPushPromptMemory, now)).toBe(false);
  });

  it('asks at most once per day', () => {
    const asked = rememberAsked(emptyPushPromptMemory, now, false);
    expect(canAskForPush(facts, asked, now + 23 * HOUR)).toBe(false);
    expect(canAskForPush(facts, asked, now + PUSH_REASK_INTERVAL_MS)).toBe(true);
  });

  it('waits a day after a dismissal', () => {
    const dismissed = rememberAsked(emptyPushPromptMemory, now, true);
    expect(dismissed.dismissedAt).toBe(now);
    expect(canAskForPush(facts, dismissed, now + PUSH_REASK_INTERVAL_MS - 1)).toBe(false);
    expect(canAskForPush(facts, dismissed, now + PUSH_REASK_INTERVAL_MS)).toBe(true);
  });

  it('never asks twice within any day, whatever the times (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * PUSH_REASK_INTERVAL_MS }), fc.integer({ min: 0, max: PUSH_REASK_INTERVAL_MS - 1 }), fc.boolean(), (start, later, isDismissed) => {
        const memory = rememberAsked(emptyPushPromptMemory, start, isDismissed);
        return !canAskForPush(facts, memory, start + later);
      }),
    );
  });
});

describe('shouldAskAutomatically', () => {
  const seenYesterday = rememberSeen(emptyPushPromptMemory, '2026-11-23');
  it('asks by itself only from the second day the device used the app', () => {
    expect(shouldAskAutomatically(facts, rememberSeen(emptyPushPromptMemory, '2026-11-24'), now, '2026-11-24')).toBe(false);
    expect(shouldAskAutomatically(facts, emptyPushPromptMemory, now, '2026-11-24')).toBe(false);
    expect(shouldAskAutomatically(facts, seenYesterday, now, '2026-11-24')).toBe(true);
  });

  it('follows every rule of canAskForPush, and does not ask a browser that already granted', () => {
    expect(shouldAskAutomatically({ ...facts, isSignedIn: false }, seenYesterday, now, '2026-11-24')).toBe(false);
    expect(shouldAskAutomatically(facts, rememberAsked(seenYesterday, now - HOUR, true), now, '2026-11-24')).toBe(false);
    expect(shouldAskAutomatically({ ...facts, permission: 'granted' }, seenYesterday, now, '2026-11-24')).toBe(false);
  });

  it('keeps the first day once set', () => {
    expect(rememberSeen(seenYesterday, '2026-11-24').firstSeenDay).toBe('2026-11-23');
  });
});

describe('the remembered state', () => {
  it('round-trips through storage and reads anything broken as empty', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    const memory = rememberAsked(rememberSeen(emptyPushPromptMemory, '2026-11-23'), now, true);
    writePushPromptMemory(storage, memory);
    expect(readPushPromptMemory(storage)).toEqual(memory);
    for (const broken of ['{', '"x"', '{"askedAt":"soon","firstSeenDay":"yesterday"}']) {
      store.set(PUSH_PROMPT_STORAGE_KEY, broken);
      expect(readPushPromptMemory(storage)).toEqual(emptyPushPromptMemory);
    }
  });
});
