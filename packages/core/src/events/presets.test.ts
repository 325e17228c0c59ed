import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetOfRule, ruleOfPreset, WEEKDAYS, type RecurrencePreset } from './presets';
import { ruleProblem } from './recurrence';

describe('recurrence presets', () => {
  it('turn into rules the server accepts and read back the same', () => {
    const presets = fc.oneof(
      fc.constant<RecurrencePreset>({ kind: 'once' }),
      fc.constant<RecurrencePreset>({ kind: 'daily' }),
      fc.subarray([...WEEKDAYS]).map((days): RecurrencePreset => ({ kind: 'weekly', days })),
    );
    fc.assert(
      fc.property(presets, (preset) => {
        const rule = ruleOfPreset(preset);
        if (rule !== null) expect(ruleProblem(rule)).toBeNull();
        expect(presetOfRule(rule)).toEqual(preset);
      }),
    );
  });

  it('keeps any other rule as custom text, and orders weekdays Monday first', () => {
    expect(presetOfRule('FREQ=MONTHLY;BYMONTHDAY=1')).toEqual({ kind: 'custom', rule: 'FREQ=MONTHLY;BYMONTHDAY=1' });
    expect(ruleOfPreset({ kind: 'weekly', days: ['FR', 'MO'] })).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
    expect(ruleOfPreset({ kind: 'custom', rule: '  ' })).toBeNull();
  });
});
