/** A user's search term as a literal inside LIKE/ILIKE: its wildcards and escapes are escaped. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
