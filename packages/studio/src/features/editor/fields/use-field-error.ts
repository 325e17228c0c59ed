import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateFieldMessage } from '../../../app/describe-error';
import { firstIssue } from './schema-helpers';

/**
 * The schema's message for a value as the owner types it, in the studio's language (SPEC texts
 * stay verbatim). A field inside a larger value (an action's parameter) passes the message its
 * parent's schema gave instead, since some rules span several parameters.
 */
export function useFieldError(schema: z.ZodType | undefined, value: unknown, given?: string | null): string | null {
  const { t } = useTranslation();
  return useMemo(() => {
    const message = given === undefined ? firstIssue(schema, value) : given;
    return message === null ? null : translateFieldMessage(message, t);
  }, [schema, value, given, t]);
}
