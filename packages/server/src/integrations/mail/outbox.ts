import type { Db } from '../../db/client';
import { emails } from './schema';
import { cleanHeaderText, renderEmail, type RenderedEmail, type RenderEmailInput } from './templates';

export type EnqueueEmailInput = RenderEmailInput & { appId: string; to: string };

/**
 * Renders an email and writes it to the outbox as `pending`. Pass the `tx` of the transaction that
 * makes the change the email announces (a new sign-in token, a reset token): the email then exists
 * exactly when that change committed, and nothing is sent for a change that rolled back. Delivery
 * happens later, outside any transaction (see sender.ts); call the sender's `kick()` after commit
 * so the link arrives in seconds.
 */
/** An already rendered email (notification emails) with extra headers such as RFC 8058's. */
export async function enqueueRenderedEmail(
  db: Db,
  input: { appId: string; to: string; appName: string; kind: string; email: RenderedEmail; headers?: Record<string, string> },
): Promise<string> {
  const [row] = await db
    .insert(emails)
    .values({
      appId: input.appId,
      toAddress: input.to.trim(),
      fromName: cleanHeaderText(input.appName) || 'Tessera',
      subject: input.email.subject,
      html: input.email.html,
      text: input.email.text,
      kind: input.kind,
      headers: input.headers ?? null,
    })
    .returning({ id: emails.id });
  return row!.id;
}

export async function enqueueEmail(db: Db, input: EnqueueEmailInput): Promise<string> {
  const { subject, html, text } = renderEmail(input);
  const [row] = await db
    .insert(emails)
    .values({
      appId: input.appId,
      toAddress: input.to.trim(),
      fromName: cleanHeaderText(input.appName) || 'Tessera',
      subject,
      html,
      text,
      kind: input.kind,
    })
    .returning({ id: emails.id });
  return row!.id;
}
