import type { Db } from '../../db/client';
import { emails } from './schema';
import { cleanHeaderText, renderEmail, type RenderEmailInput } from './templates';

export type EnqueueEmailInput = RenderEmailInput & { appId: string; to: string };

/**
 * Renders an email and writes it to the outbox as `pending`. Pass the `tx` of the transaction that
 * makes the change the email announces (a new sign-in token, a reset token): the email then exists
 * exactly when that change committed, and nothing is sent for a change that rolled back. Delivery
 * happens later, outside any transaction (see sender.ts); call the sender's `kick()` after commit
 * so the link arrives in seconds.
 */
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
