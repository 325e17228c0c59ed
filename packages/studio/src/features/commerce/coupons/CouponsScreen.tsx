import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Coupon, StudioProductSummary } from '@tessera/core/api/studio-commerce';
import { formatMoney } from '@tessera/core/commerce/money';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { StateMessage } from '../../../ui/StateMessage';
import { couponsQuery, paymentSettingsQuery, productsQuery } from '../commerce-queries';
import { formatDate } from '../price-label';
import { QueryStates } from '../../../ui/QueryStates';
import { RowActions } from '../QueryStates';
import styles from '../commerce.module.css';
import { useDialogEditing } from '../use-dialog-editing';
import { useTableNotice } from '../use-table-notice';
import { valuesFromCoupon } from './coupon-form';
import { CouponDialog } from './CouponDialog';
import { useCouponMutations } from './use-coupon-mutations';

type CouponState = { key: 'active' | 'inactive' | 'expired' | 'usedUp'; tone: BadgeTone };

/** Whether a coupon works today, and if not, why. */
function stateOf(coupon: Coupon, now: number): CouponState {
  if (!coupon.is_active) return { key: 'inactive', tone: 'neutral' };
  if (coupon.expires_at && Date.parse(coupon.expires_at) < now)
    return { key: 'expired', tone: 'warning' };
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions)
    return { key: 'usedUp', tone: 'warning' };
  return { key: 'active', tone: 'success' };
}

function discountLabel(coupon: Coupon, language: string): string {
  if (coupon.percent_off !== null)
    return new Intl.NumberFormat(language, { style: 'percent' }).format(coupon.percent_off / 100);
  return formatMoney(coupon.amount_off ?? 0, coupon.currency ?? 'USD', language);
}

function scopeLabel(
  coupon: Coupon,
  products: StudioProductSummary[],
  t: TFunction,
  language: string,
): string {
  if (coupon.product_ids.length === 0) return t('commerce.coupons.scopeAll');
  const names = coupon.product_ids.map(
    (id) =>
      products.find((product) => product.id === id)?.name ?? t('commerce.coupons.unknownProduct'),
  );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** `/apps/:appId/commerce/coupons`: codes members type in checkout for a percentage or an amount off. */
export function CouponsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.coupons.title'), app?.name);
  const list = useQuery(couponsQuery(appId));
  const products = useQuery(productsQuery(appId)).data?.products ?? [];
  const currency = useQuery(paymentSettingsQuery(appId)).data?.payment_settings.currency ?? 'USD';
  const { create, update, remove } = useCouponMutations(appId);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const { editing, edit, close, newRef } = useDialogEditing<Coupon>();
  const { say, outcome, noticeLine } = useTableNotice();
  const count = new Intl.NumberFormat(i18n.language);
  // When the list was fetched: a coupon that expires while the screen is open shows so at the next fetch.
  const now = list.dataUpdatedAt;

  const newButton = (
    <Button ref={newRef} variant="primary" onClick={() => edit('new')}>
      {t('commerce.coupons.new')}
    </Button>
  );

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.coupons.title')}
        lead={t('commerce.coupons.lead')}
        action={list.data && list.data.coupons.length > 0 ? newButton : null}
      />
      {noticeLine}
      {editing ? (
        <CouponDialog
          initial={editing === 'new' ? null : valuesFromCoupon(editing)}
          currency={editing === 'new' ? currency : (editing.currency ?? currency)}
          products={products}
          onClose={close}
          onCreate={async (body) => {
            const { coupon } = await create.mutateAsync(body);
            close();
            say(t('commerce.coupons.created', { code: coupon.code }));
          }}
          onUpdate={async (body) => {
            if (editing === 'new') return;
            const { coupon } = await update.mutateAsync({ couponId: editing.id, body });
            close();
            say(t('commerce.coupons.updated', { code: coupon.code }));
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('commerce.coupons.deleteTitle', { code: deleting.code })}
          confirmLabel={t('commerce.coupons.delete')}
          cancelLabel={t('commerce.common.cancel')}
          isBusy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              deleting.id,
              outcome(
                () => t('commerce.coupons.deleted', { code: deleting.code }),
                () => setDeleting(null),
              ),
            )
          }
        >
          <p>{t('commerce.coupons.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
      <QueryStates
        query={list}
        loading={t('commerce.coupons.loading')}
        loadError={t('commerce.coupons.loadError')}
      >
        {({ coupons }) =>
          coupons.length === 0 ? (
            <StateMessage tone="empty" title={t('commerce.coupons.emptyTitle')} action={newButton}>
              {t('commerce.coupons.emptyBody')}
            </StateMessage>
          ) : (
            <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className={styles.table}>
                <caption id={captionId}>{t('commerce.coupons.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('commerce.coupons.columns.code')}</th>
                    <th scope="col">{t('commerce.coupons.columns.discount')}</th>
                    <th scope="col">{t('commerce.coupons.columns.products')}</th>
                    <th scope="col">{t('commerce.coupons.columns.expires')}</th>
                    <th scope="col">{t('commerce.coupons.columns.redemptions')}</th>
                    <th scope="col">{t('commerce.coupons.columns.state')}</th>
                    <th scope="col">{t('commerce.common.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {coupons.map((coupon) => {
                    const state = stateOf(coupon, now);
                    return (
                      <tr key={coupon.id}>
                        <th scope="row" className={styles.code}>
                          {coupon.code}
                        </th>
                        <td>{discountLabel(coupon, i18n.language)}</td>
                        <td className={styles.wrap}>
                          {scopeLabel(coupon, products, t, i18n.language)}
                        </td>
                        <td>
                          {coupon.expires_at ? (
                            <time dateTime={coupon.expires_at}>
                              {formatDate(coupon.expires_at, i18n.language)}
                            </time>
                          ) : (
                            t('commerce.coupons.noExpiry')
                          )}
                        </td>
                        <td>
                          {coupon.max_redemptions === null
                            ? count.format(coupon.redemptions)
                            : t('commerce.coupons.redemptionsOf', {
                                used: count.format(coupon.redemptions),
                                limit: count.format(coupon.max_redemptions),
                              })}
                        </td>
                        <td>
                          <Badge tone={state.tone}>
                            {t(`commerce.coupons.states.${state.key}`)}
                          </Badge>
                        </td>
                        <td>
                          <RowActions
                            editLabel={t('commerce.common.edit')}
                            removeLabel={t('commerce.coupons.delete')}
                            editName={t('commerce.coupons.editNamed', { code: coupon.code })}
                            removeName={t('commerce.coupons.deleteNamed', { code: coupon.code })}
                            onEdit={() => edit(coupon)}
                            onRemove={() => setDeleting(coupon)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStates>
    </section>
  );
}
