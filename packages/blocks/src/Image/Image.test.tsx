import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Image from './index';

const props = (input: object) => blockSchemas.image_block.parse(input);

describe('Image', () => {
  it('shows the picture with its alt text and caption', () => {
    render(withBlockContext(<Image id="i" page={page} props={props({ image: '/p.jpg', alt: 'A bowl of oats', caption: 'Breakfast' })} />));
    expect(screen.getByRole('img', { name: 'A bowl of oats' }).getAttribute('src')).toBe('/p.jpg');
    expect(screen.getByText('Breakfast').tagName).toBe('FIGCAPTION');
  });

  it('opens an external action in a new tab', () => {
    render(withBlockContext(<Image id="i" page={page} props={props({ image: '/p.jpg', alt: 'x', action: { type: 'open_url', url: 'https://example.com' } })} />));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('fixes the ratio only when one is set', () => {
    const { container, rerender } = render(withBlockContext(<Image id="i" page={page} props={props({ image: '/p.jpg', ratio: 75 })} />));
    expect(container.querySelector('img')?.style.getPropertyValue('--image-ratio')).toBe('75');
    rerender(withBlockContext(<Image id="i" page={page} props={props({ image: '/p.jpg' })} />));
    expect(container.querySelector('img')?.style.getPropertyValue('--image-ratio')).toBe('');
  });

  it('plays a video instead of the picture, with the picture as poster', () => {
    render(
      withBlockContext(
        <Image id="i" page={page} props={props({ image: '/p.jpg', alt: 'Squat demo', video: { provider: 'youtube', url: 'https://youtu.be/aqz-KE-bpKQ' } })} />,
      ),
    );
    const play = screen.getByRole('button', { name: 'Play video: Squat demo' });
    expect(play.querySelector('img')?.getAttribute('src')).toBe('/p.jpg');
    expect(screen.queryByRole('img', { name: 'Squat demo' })).toBeNull();
  });

  it('plays an uploaded video natively', () => {
    const { container } = render(withBlockContext(<Image id="i" page={page} props={props({ image: '/p.jpg', video: { url: '/media/v.mp4' }, ratio: 100 })} />));
    expect(container.querySelector('video')?.getAttribute('poster')).toBe('/p.jpg');
  });

  it('shows the picture of a bound image attribute', () => {
    const withCover = { ...page, attributes: { ...page.attributes, cover: { type: 'image' as const, value: '/cover.jpg' } } };
    render(withBlockContext(<Image id="i" page={withCover} props={props({ image: '/own.jpg', alt: 'Cover', page_attribute_slug: 'cover' })} />));
    expect(screen.getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe('/cover.jpg');
  });

  it('gives an upload its width, height and narrower copies, fetched first only as the LCP picture', () => {
    const upload = '/media/app/images/abc-1600x900.webp';
    const { rerender } = render(withBlockContext(<Image id="i" page={page} props={props({ image: upload, alt: 'Studio' })} />));
    const img = screen.getByRole('img', { name: 'Studio' });
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('srcset')).toBe('/media/app/images/abc-1600x900-480w.webp 480w, /media/app/images/abc-1600x900-960w.webp 960w, /media/app/images/abc-1600x900.webp 1600w');
    expect(img.getAttribute('sizes')).toBe('calc(100vw - 32px)');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    rerender(withBlockContext(<Image id="i" page={page} isLcp props={props({ image: upload, alt: 'Studio' })} />));
    expect(screen.getByRole('img', { name: 'Studio' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Studio' }).getAttribute('fetchpriority')).toBe('high');
    // Another picture of the first screen: not deferred, but not fetched before the LCP picture either.
    rerender(withBlockContext(<Image id="i" page={page} isAboveFold props={props({ image: upload, alt: 'Studio' })} />));
    expect(screen.getByRole('img', { name: 'Studio' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Studio' }).hasAttribute('fetchpriority')).toBe(false);
  });

  it('renders nothing without a picture', () => {
    const { container } = render(withBlockContext(<Image id="i" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});
