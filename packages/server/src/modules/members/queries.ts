import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, type MemberRow } from './schema';

/** Members are unique per app by email, compared case-insensitively. */
export async function findMemberByEmail(db: Db, appId: string, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.appId, appId), sql`lower(${members.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function findMemberById(db: Db, appId: string, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(and(eq(members.appId, appId), eq(members.id, id))).limit(1);
  return row ?? null;
}
