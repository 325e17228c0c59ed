import type { ComponentConfig, Config, CustomField, Field, PuckContext, SlotComponent, SlotField } from '@puckeditor/core';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import { COMPOSED_BLOCK_TYPE } from '@tessera/core/blocks/block-tree';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { blockDefinitions } from './block-definitions';
import { CanvasBlock } from './canvas/CanvasBlock';
import { CanvasRoot } from './canvas/CanvasRoot';
import { ComposedCanvasBlock } from './canvas/ComposedCanvasBlock';
import { BLOCK_CATEGORIES } from './field-spec';
import type { BlockDefinition, FieldSpec } from './field-spec';
import { ActionField } from './fields/ActionField';
import { AttributeField } from './fields/AttributeField';
import { ColorField } from './fields/ColorField';
import { DateTimeField } from './fields/DateTimeField';
import { FormPickerField } from './fields/FormPickerField';
import { WorkoutPickerField } from './fields/WorkoutPickerField';
import { ImageField } from './fields/ImageField';
import { NumberField } from './fields/NumberField';
import { PageField } from './fields/PageField';
import { RichTextField } from './fields/RichTextField';
import { ScheduleField } from './fields/ScheduleField';
import { arrayElement, defaultsOf, objectShape } from './fields/schema-helpers';
import { SelectField } from './fields/SelectField';
import { TextInputField } from './fields/TextInputField';
import { ToggleField } from './fields/ToggleField';
import { VideoField } from './fields/VideoField';


// Loosely typed views of the typed registries: this module treats every block the same way.
type AnyDefinition = Pick<BlockDefinition<never>, 'label' | 'category'> & { fields: Record<string, FieldSpec | undefined> };
type BuildOptions = {
  t: TFunction;
  definitions?: Record<string, AnyDefinition>;
  schemas?: Record<string, z.ZodType>;
};

type ViewProps = { value: unknown; onChange: (value: unknown) => void; readOnly?: boolean };

/** A Puck custom field around one of our field views (which bring label, validation message and accessibility). */
function custom(label: string, view: (props: ViewProps) => ReactElement): CustomField<unknown> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, readOnly }) => view({ value, onChange: (next) => onChange(next), readOnly }),
  };
}

function newItemId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `item-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A short name for a list item in Puck's collapsed list: its title or text when it has one. */
function itemSummary(item: unknown, index: number | undefined, fallback: string): string {
  if (item && typeof item === 'object') {
    for (const key of ['title', 'label', 'text', 'name']) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return `${fallback} ${(index ?? 0) + 1}`;
}

/**
 * The block types a slot takes: those its prop's schema accepts as an element, so the rule lives in
 * core (a composed block refuses composed blocks) and a new block type is taken without a change here.
 */
function slotTypes(schema: z.ZodType | undefined, types: readonly string[]): string[] {
  const element = arrayElement(schema);
  if (!element) return [...types];
  return types.filter((type) => element.safeParse({ id: 'probe', type, props: {} }).success);
}

/**
 * One FieldSpec → one Puck field; `schema` is the prop's own schema (validation, empty values, list
 * defaults), `types` the block types of the configuration (what a slot may take).
 */
export function toPuckField(spec: FieldSpec, schema: z.ZodType | undefined, t: TFunction, types: readonly string[] = []): Field {
  const label = t(spec.label);
  switch (spec.kind) {
    case 'text':
      return custom(label, (p) => <TextInputField label={label} schema={schema} placeholder={spec.placeholder} {...(p as ViewProps & { value: string })} />);
    case 'textarea':
      return custom(label, (p) => <TextInputField label={label} schema={schema} multiline {...(p as ViewProps & { value: string })} />);
    case 'richtext':
      return custom(label, (p) => <RichTextField label={label} schema={schema} {...(p as ViewProps & { value: string })} />);
    case 'number':
      return custom(label, (p) => (
        <NumberField label={label} schema={schema} min={spec.min} max={spec.max} step={spec.step} {...(p as ViewProps & { value: number })} />
      ));
    case 'select': {
      const options = spec.options.map((option) => ({ label: t(option.label), value: option.value }));
      return custom(label, (p) => <SelectField label={label} schema={schema} options={options} {...(p as ViewProps & { value: string })} />);
    }
    case 'toggle':
      return custom(label, (p) => <ToggleField label={label} schema={schema} {...(p as ViewProps & { value: boolean })} />);
    case 'color':
      return custom(label, (p) => <ColorField label={label} schema={schema} nullable={spec.nullable} {...(p as ViewProps & { value: null })} />);
    case 'image':
      return custom(label, (p) => <ImageField label={label} schema={schema} {...(p as ViewProps & { value: string })} />);
    case 'page':
      return custom(label, (p) => <PageField label={label} schema={schema} {...(p as ViewProps & { value: string })} />);
    case 'form':
      return custom(label, (p) => <FormPickerField label={label} schema={schema} {...(p as ViewProps & { value: string })} />);
    case 'workout':
      return custom(label, (p) => <WorkoutPickerField label={label} schema={schema} {...(p as ViewProps & { value: string })} />);
    case 'action':
      return custom(label, (p) => <ActionField label={label} schema={schema} {...(p as ViewProps & { value: null })} />);
    case 'attribute':
      return custom(label, (p) => <AttributeField label={label} schema={schema} {...(p as ViewProps & { value: string })} />);
    case 'video':
      return custom(label, (p) => <VideoField label={label} schema={schema} {...(p as ViewProps & { value: null })} />);
    case 'datetime': {
      const hint = spec.hint ? t(spec.hint) : undefined;
      return custom(label, (p) => <DateTimeField label={label} hint={hint} schema={schema} {...(p as ViewProps & { value: string })} />);
    }
    case 'list': {
      const element = arrayElement(schema);
      const shape = objectShape(element);
      const itemLabel = t(spec.itemLabel);
      const arrayFields = Object.fromEntries(Object.entries(spec.fields).map(([key, sub]) => [key, toPuckField(sub, shape[key], t, types)]));
      return {
        type: 'array',
        label,
        arrayFields,
        // A new item starts from its schema's defaults, with a fresh id when items have one.
        defaultItemProps: () => (element ? defaultsOf(element, 'id' in shape ? { id: newItemId() } : {}) : {}),
        getItemSummary: (item: unknown, index?: number) => itemSummary(item, index, itemLabel),
      };
    }
    case 'blocks':
      return { type: 'slot', label, allow: slotTypes(schema, types) } satisfies SlotField;
  }
}

/** The fields every block has (block-base): a background colour and a schedule. */
function sharedFields(schema: z.ZodType | undefined, t: TFunction): Record<string, Field> {
  const shape = objectShape(schema);
  const backgroundLabel = t('editor.fields.backgroundColor');
  const scheduleLabel = t('editor.fields.schedule');
  return {
    background_color: custom(backgroundLabel, (p) => <ColorField label={backgroundLabel} schema={shape.background_color} nullable {...(p as ViewProps & { value: null })} />),
    schedule: custom(scheduleLabel, (p) => <ScheduleField label={scheduleLabel} schema={shape.schedule} {...(p as ViewProps & { value: null })} />),
  };
}

/**
 * The Puck configuration, derived from the registries: each block type is a component whose fields
 * come from its definition (plus the shared ones), whose defaults are its schema's, and which draws
 * itself with the member app's renderer on the themed canvas. The one exception is the composed
 * block, whose inner blocks are a live drop zone on the canvas rather than a rendered picture.
 */
export function buildPuckConfig({ t, definitions = blockDefinitions as unknown as Record<string, AnyDefinition>, schemas = blockSchemas }: BuildOptions): Config {
  const components: Record<string, ComponentConfig> = {};
  const types = Object.keys(definitions);
  for (const [type, definition] of Object.entries(definitions)) {
    const schema = schemas[type];
    const shape = objectShape(schema);
    const name = t(definition.label);
    const fields: Record<string, Field> = {};
    for (const [prop, spec] of Object.entries(definition.fields)) {
      if (spec) fields[prop] = toPuckField(spec, shape[prop], t, types);
    }
    // Own fields first, then background and schedule (unless the definition edits them itself).
    for (const [prop, field] of Object.entries(sharedFields(schema, t))) fields[prop] ??= field;
    components[type] = {
      label: name,
      fields,
      defaultProps: schema ? defaultsOf(schema) : {},
      // No wrapper from Puck: the block's own element takes the drag ref, so it can be named and keep its content inert.
      inline: true,
      render: ({ id, puck, editMode: _editMode, ...props }) =>
        type === COMPOSED_BLOCK_TYPE ? (
          <ComposedCanvasBlock
            id={id}
            props={props}
            Blocks={props.blocks as SlotComponent}
            name={name}
            metadata={puck.metadata}
            dragRef={puck.dragRef}
            isEditing={puck.isEditing}
          />
        ) : (
          <CanvasBlock id={id} type={type} props={props} name={name} metadata={puck.metadata} dragRef={puck.dragRef} isEditing={puck.isEditing} />
        ),
    };
  }
  const categories = Object.fromEntries(
    BLOCK_CATEGORIES.map((category) => [
      category,
      {
        title: t(`editor.categories.${category}`),
        components: Object.entries(definitions)
          .filter(([, definition]) => definition.category === category)
          .map(([type]) => type),
      },
    ]),
  );
  return {
    components,
    categories: { ...categories, other: { visible: false } },
    root: {
      fields: {},
      render: ({ children, puck }: { children: ReactNode; puck: PuckContext }) => <CanvasRoot metadata={puck.metadata}>{children}</CanvasRoot>,
    },
  };
}
