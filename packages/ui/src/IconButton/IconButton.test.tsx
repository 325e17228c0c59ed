import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './index';

describe('IconButton', () => {
  it('is a plain button named by its label, with a decorative icon', () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('data-icon')).toBe('close');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a toggle with aria-pressed, its icon filled when asked', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton
        ref={ref}
        icon="bookmark"
        label="Bookmark"
        aria-pressed
        isIconFilled
        iconSize={20}
        className="extra"
      />,
    );
    const button = screen.getByRole('button', { name: 'Bookmark', pressed: true });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('class')).toContain('extra');
    const svg = button.querySelector('svg');
    expect(svg?.getAttribute('fill')).toBe('currentColor');
    expect(svg?.getAttribute('width')).toBe('20');
  });
});
