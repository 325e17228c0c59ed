import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from './apps';
import { members } from './members';

/**
 * The columns every tenant-owned row starts with (ARCHITECTURE: Tenancy): its app, and for rows
 * that belong to a member, the member — both deleted with their owner.
 */
export const appIdColumn = () =>
  uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

export const memberIdColumn = (name = 'member_id') =>
  uuid(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
