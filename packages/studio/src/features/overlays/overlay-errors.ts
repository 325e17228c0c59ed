import type { TFunction } from 'i18next';
import { AppError } from '@tessera/core/errors';
import { describeError } from '../../app/describe-error';

// Overlay calls answer these stable codes; each has its own words in the studio's language.
const CODE_KEYS: Record<string, string> = {
  overlay_not_found: 'overlays.errors.gone',
  edit_conflict: 'overlays.errors.editConflict',
  invalid_blocks: 'overlays.errors.invalidBlocks',
};

/** What to tell the owner about a failed overlay call. */
export function describeOverlayError(error: unknown, t: TFunction, language: string): string {
  const key = error instanceof AppError ? CODE_KEYS[error.code] : undefined;
  return key ? t(key) : describeError(error, t, language);
}
