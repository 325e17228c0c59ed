import { describe, expect, it } from 'vitest';
import { BOTH_COORDINATES, mapSchema } from './map';
import { firstIssue } from './test-helpers';

describe('mapSchema', () => {
  it('fills every field with its default', () => {
    expect(mapSchema.parse({})).toEqual({
      title: '',
      address: '',
      latitude: null,
      longitude: null,
      zoom: 15,
      background_color: null,
      schedule: null,
    });
  });

  it('accepts a place with both coordinates', () => {
    expect(mapSchema.parse({ latitude: 59.91, longitude: 10.75, zoom: 19 })).toMatchObject({
      latitude: 59.91,
      longitude: 10.75,
      zoom: 19,
    });
  });

  it.each<[string, object, string, string]>([
    [
      'a latitude past the pole',
      { latitude: 91, longitude: 0 },
      'latitude',
      'Value must be between -90 and 90',
    ],
    [
      'a longitude past the date line',
      { latitude: 0, longitude: -181 },
      'longitude',
      'Value must be between -180 and 180',
    ],
    ['zoom 0', { zoom: 0 }, 'zoom', 'Value must be between 1 and 19'],
    ['a fractional zoom', { zoom: 12.5 }, 'zoom', 'Value must be between 1 and 19'],
    ['a latitude alone', { latitude: 10 }, 'longitude', BOTH_COORDINATES],
    ['a long address', { address: 'x'.repeat(301) }, 'address', 'Must be at most 300 characters.'],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(mapSchema, input)).toEqual({ path, message });
  });
});
