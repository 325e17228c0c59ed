import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made; the tenant columns live with their tables (`appIdColumn` in apps, `memberIdColumn` in members). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
