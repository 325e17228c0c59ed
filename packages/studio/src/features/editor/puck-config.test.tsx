import './test/puck-env';
import type { CustomField, Field, SlotField } from '@puckeditor/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes } from '@tessera/core/blocks/registry';
import { RATIO_OUT_OF_RANGE } from '@tessera/core/blocks/ratio';
import { createI18n } from '../../app/i18n/create-i18n';
import { blockDefinitions } from './block-definitions';
import { buildPuckConfig } from './puck-config';

const i18n = createI18n('en');
const config = buildPuckConfig({ t: i18n.t });

/** One field of a block, rendered on its own with a value the test can change. */
function FieldHarness({ field, initial }: { field: Field; initial: unknown }) {
  const [value, setValue] = useState(initial);
  const Render = (field as CustomField<unknown>).render;
  return (
    <>
      <Render field={field as CustomField<unknown>} name="field" id="field" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderField(type: string, prop: string, initial: unknown) {
  const field = config.components[type]?.fields?.[prop];
  if (!field) throw new Error(`${type} has no field ${prop}`);
  return render(
    <I18nextProvider i18n={i18n}>
      <FieldHarness field={field as Field} initial={initial} />
    </I18nextProvider>,
  );
}

describe('buildPuckConfig', () => {
  it('makes one component per block type, with the definition’s fields plus background and schedule', () => {
    expect(Object.keys(config.components).sort()).toEqual(Object.keys(blockDefinitions).sort());
    for (const [type, definition] of Object.entries(blockDefinitions)) {
      const fields = Object.keys(config.components[type]?.fields ?? {});
      expect(fields, type).toEqual([...new Set([...Object.keys(definition.fields), 'background_color', 'schedule'])]);
    }
  });

  it('knows every block type of the core registry', () => {
    expect(Object.keys(config.components).sort()).toEqual([...blockTypes].sort());
  });

  it('starts new blocks from their schema’s defaults, which are valid', () => {
    expect(config.components.hero_block?.defaultProps).toEqual(blockSchemas.hero_block.parse({}));
    for (const type of blockTypes) {
      expect(blockSchemas[type].safeParse(config.components[type]?.defaultProps).success, type).toBe(true);
    }
  });

  it('groups every block type under one category of the block list', () => {
    const listed = Object.entries(config.categories ?? {}).flatMap(([name, category]) => (name === 'other' ? [] : (category.components ?? [])));
    expect([...listed].sort()).toEqual(Object.keys(blockDefinitions).sort());
    expect(config.categories?.content?.title).toBe('Content');
  });

  it('edits a composed block’s children in a slot that takes every block type but a composed block', () => {
    const slot = config.components.composed_block?.fields?.blocks as SlotField | undefined;
    expect(slot?.type).toBe('slot');
    expect(slot?.label).toBe('Blocks in the group');
    expect(slot?.allow).not.toContain('composed_block');
    expect([...(slot?.allow ?? [])].sort()).toEqual(blockTypes.filter((type) => type !== 'composed_block').sort());
    expect(config.components.composed_block?.defaultProps?.blocks).toEqual([]);
    // No other block has a slot: the rule comes from the composed schema, not from this list.
    const slots = Object.entries(config.components).flatMap(([type, component]) =>
      Object.entries(component.fields ?? {}).flatMap(([prop, field]) => (field.type === 'slot' ? [`${type}.${prop}`] : [])),
    );
    expect(slots).toEqual(['composed_block.blocks']);
  });

  it('uses translated labels', () => {
    expect(config.components.hero_block?.fields?.background_color?.label).toBe('Background colour');
    expect(config.components.hero_block?.fields?.schedule?.label).toBe('Schedule');
  });
});

describe('editor fields', () => {
  const valueShown = () => screen.getByTestId('value').textContent ?? '';

  it('shows the schema’s message next to the ratio field while typing, and clears it when fixed', () => {
    renderField('hero_block', 'ratio', 56);
    const input = screen.getByRole('spinbutton', { name: i18n.t('blocks.common.ratio') });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '5' } });
    expect(valueShown()).toBe('5');
    const message = screen.getByText(RATIO_OUT_OF_RANGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    fireEvent.change(input, { target: { value: '50' } });
    expect(valueShown()).toBe('50');
    expect(screen.queryByText(RATIO_OUT_OF_RANGE)).toBeNull();
  });

  it('offers the block colours as named swatches, and none where the prop may be empty', () => {
    renderField('hero_block', 'background_color', null);
    expect(screen.getByRole('group', { name: 'Background colour' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'None' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Primary' }));
    expect(valueShown()).toBe('"primary"');
  });

  it('edits an action: its type, then its parameters, with the schema’s message per parameter', () => {
    renderField('hero_block', 'action', null);
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'open_url' } });
    expect(valueShown()).toBe('{"type":"open_url"}');
    const url = screen.getByRole('textbox', { name: 'Web address' });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(url, { target: { value: 'example' } });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(url, { target: { value: 'https://example.com' } });
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(valueShown()).toBe('{"type":"open_url","url":"https://example.com"}');
  });

  it('turns a block schedule on with a window and a scope', () => {
    renderField('text_block', 'schedule', null);
    fireEvent.click(screen.getByRole('switch', { name: 'Show only during a time window' }));
    expect(JSON.parse(valueShown())).toEqual({ starts_at: null, ends_at: null, scope_type: 'page', is_multiday: false });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2025-05-01T08:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Whose clock' }), { target: { value: 'subscriber' } });
    expect(JSON.parse(valueShown())).toEqual({ starts_at: '2025-05-01T08:00:00+00:00', ends_at: null, scope_type: 'subscriber', is_multiday: false });
  });
});
