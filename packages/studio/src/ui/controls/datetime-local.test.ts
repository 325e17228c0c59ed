import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './datetime-local';

describe('datetime-local values', () => {
  it('writes the typed wall time with the local offset (UTC in tests)', () => {
    expect(fromLocalInput('2025-03-01T08:30')).toBe('2025-03-01T08:30:00+00:00');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2025-03-01')).toBeNull();
    expect(fromLocalInput('2025-13-45T99:99')).toBeNull();
  });

  it('shows the wall time as written, whatever its offset', () => {
    expect(toLocalInput('2025-03-01T08:30:00+01:00')).toBe('2025-03-01T08:30');
    expect(toLocalInput('2025-03-01T08:30:00.000Z')).toBe('2025-03-01T08:30');
    expect(toLocalInput(null)).toBe('');
  });
});
