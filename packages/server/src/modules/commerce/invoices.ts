import { formatMoney } from '@tessera/core/commerce/money';
import { appError } from '@tessera/core/error-catalogue';
import { INVALID_INVOICE } from '@tessera/core/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { escapeHtml } from '../../integrations/mail/html';
import { members } from '../members/schema';
import { invoices } from './schema';

/**
 * Invoices: a signed, expiring link (`GET /invoices/{id}/url`) to a printable page with the app's
 * branding. A link whose signature or time does not hold, or another app's invoice, shows
 * 'Invalid Invoice'.
 */
export const INVOICE_LINK_SECONDS = 15 * 60;
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function invoiceUrl(ctx: AppContext, id: string, origin: string): Promise<{ url: string; expires_at: string }> {
  const { member } = await ctx.requireMember();
  if (!isUuid(id)) throw appError('invalid_invoice');
  const [row] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.appId, ctx.app.id), eq(invoices.memberId, member.id)))
    .limit(1);
  if (!row) throw appError('invalid_invoice');
  const expires = Math.floor(ctx.now().getTime() / 1000) + INVOICE_LINK_SECONDS;
  const signature = ctx.services.payments.secrets.sign('invoice', `${ctx.app.id}:${id}:${expires}`);
  return { url: `${origin}/api/invoices/${id}/view?expires=${expires}&signature=${signature}`, expires_at: new Date(expires * 1000).toISOString() };
}

const page = (title: string, body: string, color: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;color:#384250;max-width:720px;margin:2rem auto;padding:0 1rem}h1{color:${color}}table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #dde3e9;text-align:left}td.amount,th.amount{text-align:right}.total td{font-weight:700}@media print{button{display:none}}</style></head><body>${body}</body></html>`;

/** The printable invoice page, or 'Invalid Invoice' (status 404). */
export async function invoicePage(ctx: AppContext, id: string, query: { expires?: string | undefined; signature?: string | undefined }): Promise<{ status: 200 | 404; html: string }> {
  const color = ctx.app.publicConfig.theme.primary_color ?? '#5c29d3';
  const invalid = { status: 404 as const, html: page(INVALID_INVOICE, `<h1>${INVALID_INVOICE}</h1>`, color) };
  const expires = Number(query.expires);
  if (!isUuid(id) || !Number.isInteger(expires) || !query.signature || expires * 1000 < ctx.now().getTime()) return invalid;
  if (!ctx.services.payments.secrets.verify('invoice', `${ctx.app.id}:${id}:${expires}`, query.signature)) return invalid;
  const [row] = await ctx.db
    .select({ invoice: invoices, email: members.email, name: members.name })
    .from(invoices)
    .innerJoin(members, eq(members.id, invoices.memberId))
    .where(and(eq(invoices.id, id), eq(invoices.appId, ctx.app.id)))
    .limit(1);
  if (!row) return invalid;
  const { invoice } = row;
  const money = (amount: number) => escapeHtml(formatMoney(amount, invoice.currency, 'en'));
  const lines = invoice.lines.map((line) => `<tr><td>${escapeHtml(line.description)}</td><td class="amount">${money(line.amount)}</td></tr>`).join('');
  const extra = [invoice.discount ? `<tr><td>Discount</td><td class="amount">−${money(invoice.discount)}</td></tr>` : '', invoice.tax ? `<tr><td>Tax</td><td class="amount">${money(invoice.tax)}</td></tr>` : ''].join('');
  const body = `<h1>${escapeHtml(ctx.app.name)}</h1><p>Invoice #${invoice.number} · ${invoice.createdAt.toISOString().slice(0, 10)} · ${invoice.status === 'paid' ? 'Paid' : 'Open'}</p>
<p>Billed to ${escapeHtml(row.name ?? '')} &lt;${escapeHtml(row.email)}&gt;</p>
<table><thead><tr><th>Item</th><th class="amount">Amount</th></tr></thead><tbody>${lines}${extra}<tr class="total"><td>Total</td><td class="amount">${money(invoice.total)}</td></tr></tbody></table>
`;
  return { status: 200, html: page(`Invoice #${invoice.number}`, body, color) };
}
