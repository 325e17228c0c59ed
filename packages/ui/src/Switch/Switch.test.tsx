import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './index';

describe('Switch', () => {
  it('is a labelled switch with its hint as description', () => {
    const onChange = vi.fn();
    render(<Switch label="Public profile" hint="Members can find you." checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Public profile' });
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Members can find you.');
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('waits while busy', () => {
    const onChange = vi.fn();
    render(<Switch label="Public profile" checked isBusy onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Public profile' });
    expect(control.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows what belongs to it only while it is on', () => {
    const { rerender } = render(
      <Switch label="Google" checked={false} onChange={() => undefined}>
        <p>Client id</p>
      </Switch>,
    );
    expect(screen.queryByText('Client id')).toBeNull();
    rerender(
      <Switch label="Google" checked onChange={() => undefined}>
        <p>Client id</p>
      </Switch>,
    );
    expect(screen.getByText('Client id')).toBeTruthy();
  });
});
