import { z } from 'zod';
import { FIELD_REQUIRED, maxLength, minLength } from './messages';

/**
 * Schemas often require a value or limit a length without words of their own. This makes zod's
 * default words for those the catalogue's (`required`, `too_long`, `too_short`), so that a refusal
 * carries a field code and its numbers whichever side made it (the server sends the code, the
 * front ends translate it). A schema's own message still wins. zod's settings are global to the
 * process or page: the server applies this at start, each front end where its forms load zod.
 */
export function applyCatalogueMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return FIELD_REQUIRED;
      if (issue.origin !== 'string') return undefined;
      if (issue.code === 'too_big') return maxLength(Number(issue.maximum));
      if (issue.code === 'too_small') return Number(issue.minimum) <= 1 ? FIELD_REQUIRED : minLength(Number(issue.minimum));
      return undefined;
    },
  });
}
