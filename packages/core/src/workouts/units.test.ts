import { describe, expect, it } from 'vitest';
import {
  distanceFromMetres,
  distanceToMetres,
  formatClock,
  formatDistance,
  formatDurationWords,
  formatLoad,
  formatWorkoutAmount,
  loadFromKg,
  loadToKg,
  parseDecimal,
} from './units';

describe('workout units', () => {
  it('converts loads both ways, shown to a tenth and stored to a gram', () => {
    expect(loadFromKg(100, 'kg')).toBe(100);
    expect(loadFromKg(100, 'lb')).toBe(220.5);
    expect(loadToKg(225, 'lb')).toBe(102.058);
    expect(loadToKg(62.5, 'kg')).toBe(62.5);
    // A value typed in lb comes back as typed.
    expect(loadFromKg(loadToKg(135, 'lb'), 'lb')).toBe(135);
  });

  it('converts distances', () => {
    expect(distanceFromMetres(5000, 'km')).toBe(5);
    expect(distanceFromMetres(1609.344, 'mi')).toBe(1);
    expect(distanceToMetres(3.1, 'mi')).toBe(4989);
    expect(distanceToMetres(0.4, 'km')).toBe(400);
  });

  it("formats in the member's unit and language", () => {
    expect(formatLoad(60, 'kg', 'en')).toBe('60 kg');
    expect(formatLoad(60, 'lb', 'en')).toBe('132.3 lb');
    expect(formatLoad(62.5, 'kg', 'de')).toBe('62,5 kg');
    expect(formatDistance(400, 'km', 'en')).toBe('400 m');
    expect(formatDistance(5000, 'km', 'en')).toBe('5 km');
    expect(formatDistance(1609.344 * 2, 'mi', 'en')).toBe('2 mi');
    expect(formatDistance(30, 'mi', 'en')).toBe('98 ft');
  });

  it('writes clocks and durations', () => {
    expect(formatClock(45)).toBe('0:45');
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatDurationWords(45, 'en')).toBe('45 sec');
    expect(formatDurationWords(90, 'en')).toBe('1 min 30 sec');
    expect(formatDurationWords(120, 'en')).toBe('2 min');
    expect(formatDurationWords(1500, 'en')).toBe('25 min');
    expect(formatDurationWords(3900, 'en')).toBe('1 hr 5 min');
  });

  it('spells the SPEC units Intl knows and leaves counted ones to the app', () => {
    expect(formatWorkoutAmount(30, 'secs', 'en')).toBe('30 sec');
    expect(formatWorkoutAmount(2, 'miles', 'en')).toBe('2 mi');
    expect(formatWorkoutAmount(12, 'reps', 'en')).toBeNull();
    expect(formatWorkoutAmount(3, 'laps', 'en')).toBeNull();
  });

  it('reads decimals typed with a comma or a point', () => {
    expect(parseDecimal('62,5')).toBe(62.5);
    expect(parseDecimal(' 100 ')).toBe(100);
    expect(parseDecimal('-5')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});
