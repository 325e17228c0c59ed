import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './index';

describe('TextField', () => {
  it('ties its label and hint to the input', () => {
    render(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('We never share it.');
  });

  it('marks the input invalid and reads the error with it', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter an email address." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter an email address.');
  });

  it('puts a trailing control inside the field', () => {
    render(<TextField label="Password" type="password" trailing={<button type="button">Show</button>} />);
    expect(screen.getByLabelText('Password').parentElement?.contains(screen.getByRole('button', { name: 'Show' }))).toBe(true);
  });
});
