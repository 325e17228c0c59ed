/**
 * The studio's recurrence choices and the RFC 5545 rule each stands for. A rule that is none of the
 * presets reads back as `custom` with its text, so nothing an owner typed is lost.
 */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type RecurrencePreset =
  | { kind: 'once' }
  | { kind: 'daily' }
  | { kind: 'weekly'; days: Weekday[] }
  | { kind: 'custom'; rule: string };

export function ruleOfPreset(preset: RecurrencePreset): string | null {
  switch (preset.kind) {
    case 'once':
      return null;
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly': {
      const days = WEEKDAYS.filter((day) => preset.days.includes(day));
      return days.length ? `FREQ=WEEKLY;BYDAY=${days.join(',')}` : 'FREQ=WEEKLY';
    }
    case 'custom':
      return preset.rule.trim() || null;
  }
}

export function presetOfRule(rule: string | null): RecurrencePreset {
  if (rule === null || rule.trim() === '') return { kind: 'once' };
  const value = rule.trim().toUpperCase().replace(/^RRULE:/, '');
  if (value === 'FREQ=DAILY') return { kind: 'daily' };
  if (value === 'FREQ=WEEKLY') return { kind: 'weekly', days: [] };
  const weekly = /^FREQ=WEEKLY;BYDAY=((?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*)$/.exec(value);
  if (weekly) return { kind: 'weekly', days: weekly[1]!.split(',') as Weekday[] };
  return { kind: 'custom', rule };
}
