import { describe, expect, it } from 'vitest';
import { MUST_BE_HTTP_URL } from '../messages';
import { imageSchema } from './image';
import { RATIO_OUT_OF_RANGE } from './ratio';

describe('imageSchema', () => {
  it('fills every field with its default', () => {
    expect(imageSchema.parse({})).toEqual({
      image: null,
      alt: '',
      ratio: null,
      caption: '',
      action: null,
      video: null,
      page_attribute_slug: null,
      background_color: null,
      schedule: null,
    });
  });

  it('takes a video that plays instead of the picture', () => {
    expect(imageSchema.parse({ image: '/p.jpg', video: { provider: 'vimeo', url: 'https://vimeo.com/76979871' } }).video).toEqual({
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
      thumbnail: null,
      duration_seconds: null,
    });
  });

  it('refuses a video address that is not http(s) or an uploaded file', () => {
    expect(imageSchema.safeParse({ video: { url: 'data:video/mp4;base64,AAAA' } }).error?.issues[0]).toMatchObject({
      path: ['video', 'url'],
      message: MUST_BE_HTTP_URL,
    });
  });

  it('applies the ratio rule', () => {
    expect(imageSchema.safeParse({ ratio: 400 }).error?.issues[0]?.message).toBe(RATIO_OUT_OF_RANGE);
  });

  it('refuses an empty attribute slug', () => {
    expect(imageSchema.safeParse({ page_attribute_slug: '' }).error?.issues[0]?.path).toEqual(['page_attribute_slug']);
  });
});
