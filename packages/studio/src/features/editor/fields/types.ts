import type { z } from 'zod';

/** What every editor field view gets from the Puck adapter in puck-config. */
export type FieldViewProps<V> = {
  /** Already translated. */
  label: string;
  value: V;
  onChange: (value: V) => void;
  readOnly?: boolean;
  /** The prop's schema: validates as the owner types and says whether "empty" is null. */
  schema?: z.ZodType;
  /** A message from an enclosing schema that replaces the field's own validation (undefined: validate here). */
  error?: string | null;
};
