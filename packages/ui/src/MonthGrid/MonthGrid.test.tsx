import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MonthGrid } from './index';

describe('MonthGrid', () => {
  it('lays a month out Monday first, one labelled cell per day, and marks only today as the current date', () => {
    render(<MonthGrid month="2026-11-01" language="en" caption="November" today="2026-11-25" renderDay={(day) => (day === '2026-11-26' ? <i>class</i> : null)} />);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('Mon');
    const cells = screen.getAllByRole('cell').filter((cell) => cell.getAttribute('aria-label'));
    expect(cells).toHaveLength(30);
    expect(cells.filter((cell) => cell.getAttribute('aria-current') === 'date').map((cell) => cell.getAttribute('aria-label'))).toEqual(['Wednesday, November 25']);
    expect(screen.getByRole('cell', { name: 'Thursday, November 26' }).textContent).toBe('26class');
  });

  it('marks no day when today is in another month', () => {
    render(<MonthGrid month="2026-12-01" language="en" caption="December" today="2026-11-25" renderDay={() => null} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
