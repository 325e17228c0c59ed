import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, MUST_BE_HTTP_URL, maxLength } from '../messages';
import { STARTS_AT_INVALID, livestreamSchema } from './livestream';

const messageOf = (input: object) => livestreamSchema.safeParse(input).error?.issues[0];

describe('livestreamSchema', () => {
  it('fills every field with its default', () => {
    expect(livestreamSchema.parse({})).toEqual({ title: '', video: null, starts_at: null, background_color: null, schedule: null });
  });

  it('fills the video defaults and keeps the provider', () => {
    const props = livestreamSchema.parse({ video: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }, starts_at: '2026-05-01T18:00:00+02:00' });
    expect(props.video).toEqual({ provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', thumbnail: null, duration_seconds: null });
    expect(props.starts_at).toBe('2026-05-01T18:00:00+02:00');
  });

  it('accepts an uploaded file without a provider', () => {
    expect(livestreamSchema.parse({ video: { url: '/media/app/class.mp4' } }).video?.provider).toBeNull();
  });

  it('requires a video address', () => {
    expect(messageOf({ video: { provider: 'vimeo', url: ' ' } })).toMatchObject({ path: ['video', 'url'], message: FIELD_REQUIRED });
    expect(messageOf({ video: { provider: 'vimeo' } })).toMatchObject({ path: ['video', 'url'], message: FIELD_REQUIRED });
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/a.mp4', '//evil.example/a.mp4', 'www.youtube.com/watch?v=x'])(
    'rejects %s as a video address',
    (url) => {
      expect(messageOf({ video: { provider: 'youtube', url } })).toMatchObject({ path: ['video', 'url'], message: MUST_BE_HTTP_URL });
    },
  );

  it('rejects an unknown provider', () => {
    expect(messageOf({ video: { provider: 'twitch', url: 'https://twitch.tv/x' } })?.path).toEqual(['video', 'provider']);
  });

  it('rejects a start that is not a date and time', () => {
    expect(messageOf({ starts_at: '2026-05-01' })).toMatchObject({ path: ['starts_at'], message: STARTS_AT_INVALID });
    expect(messageOf({ starts_at: 'tomorrow' })?.message).toBe(STARTS_AT_INVALID);
  });

  it('limits the title', () => {
    expect(messageOf({ title: 'x'.repeat(201) })).toMatchObject({ path: ['title'], message: maxLength(200) });
  });
});
