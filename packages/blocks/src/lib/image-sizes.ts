/**
 * How wide block pictures are shown, as `sizes` attributes: the browser picks the copy from the
 * `srcset` by it (decision 038), and the server's preload of the page's first picture says the same.
 */

/** Edge to edge across the column (hero). */
export const FULL_BLEED_SIZES = '100vw';

/** The column less its 16px gutters (image block; in a narrower layout it takes a wider copy). */
export const GUTTERED_SIZES = 'calc(100vw - 32px)';
