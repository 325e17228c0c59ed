import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconNames } from '@tessera/core/blocks/icon-list';
import { Icon } from './index';

describe('Icon', () => {
  it('draws every icon an owner can pick', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });

  it('is decorative, at the size asked for', () => {
    const { container } = render(<Icon name="close" size={20} className="extra" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('data-icon')).toBe('close');
    expect(svg?.getAttribute('class')).toContain('extra');
  });

  it('fills its shapes when asked (a saved bookmark, a play triangle)', () => {
    const { container } = render(<Icon name="play_arrow" isFilled />);
    expect(container.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
  });
});
