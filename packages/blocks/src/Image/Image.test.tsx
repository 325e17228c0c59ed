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

  it('renders nothing without a picture', () => {
    const { container } = render(withBlockContext(<Image id="i" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});
