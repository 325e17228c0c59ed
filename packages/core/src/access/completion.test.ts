import { describe, expect, it } from 'vitest';
import { isCompletionReported, reportedCompletion } from './completion';
import { guest, member } from './test-fixtures';

describe('completion state (SPEC §6: only for authenticated users)', () => {
  it('is reported for a signed-in member', () => {
    expect(isCompletionReported(member())).toBe(true);
    expect(reportedCompletion(member(), true)).toBe(true);
    expect(reportedCompletion(member(), false)).toBe(false);
  });

  it('is withheld (null) for guests and for sessions without a member id', () => {
    expect(isCompletionReported(guest())).toBe(false);
    expect(reportedCompletion(guest(), true)).toBeNull();
    expect(reportedCompletion(member({ memberId: null }), true)).toBeNull();
  });
});
