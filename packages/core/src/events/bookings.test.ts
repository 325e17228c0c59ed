import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occurrencePhase, promotions, shownStatus, spotsLeft, statusForNewBooking } from './bookings';

describe('booking rules', () => {
  it('books while a spot is free, then waitlists', () => {
    expect(statusForNewBooking(2, 0)).toBe('booked');
    expect(statusForNewBooking(2, 1)).toBe('booked');
    expect(statusForNewBooking(2, 2)).toBe('waitlisted');
    expect(statusForNewBooking(null, 500)).toBe('booked');
    expect(spotsLeft(3, 1)).toBe(2);
    expect(spotsLeft(3, 5)).toBe(0);
    expect(spotsLeft(null, 5)).toBeNull();
  });

  it('promotes the earliest waiting first, never more than the free spots', () => {
    expect(promotions(2, 1, ['a', 'b', 'c'])).toEqual(['a']);
    expect(promotions(2, 2, ['a', 'b'])).toEqual([]);
    expect(promotions(null, 9, ['a', 'b'])).toEqual(['a', 'b']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 25 }), fc.array(fc.nat(), { maxLength: 30 }), (capacity, booked, waitlist) => {
        const promoted = promotions(capacity, booked, waitlist);
        expect(promoted).toEqual(waitlist.slice(0, promoted.length));
        expect(booked + promoted.length).toBeLessThanOrEqual(Math.max(capacity, booked));
        if (booked + promoted.length < capacity) expect(promoted).toHaveLength(waitlist.length);
      }),
    );
  });

  it('is live from ten minutes before the start until the end, then a booking reads ended', () => {
    const start = 1_000_000_000;
    const end = start + 3_600_000;
    expect(occurrencePhase(start - 11 * 60_000, start, end)).toBe('upcoming');
    expect(occurrencePhase(start - 10 * 60_000, start, end)).toBe('live');
    expect(occurrencePhase(end - 1, start, end)).toBe('live');
    expect(occurrencePhase(end, start, end)).toBe('ended');
    expect(shownStatus('booked', 'ended')).toBe('ended');
    expect(shownStatus('cancelled', 'ended')).toBe('cancelled');
    expect(shownStatus('waitlisted', 'live')).toBe('waitlisted');
  });
});
