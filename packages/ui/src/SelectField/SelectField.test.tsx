import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './index';

describe('SelectField', () => {
  it('is a labelled select of its options, with the error tied to it', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Language"
        value="en"
        onChange={(event) => onChange(event.target.value)}
        error="Choose a language."
        options={[
          { value: 'en', label: 'English' },
          { value: 'ar', label: 'العربية', lang: 'ar' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Language');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('option', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});
