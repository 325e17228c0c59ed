import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ordersCsvContract,
  refundOrderContract,
  type StudioOrder,
} from '@tessera/core/api/studio-commerce';
import { formatMoney } from '@tessera/core/commerce/money';
import { studioApi } from '../../../app/studio-api';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { commerceKey, ordersQuery } from '../commerce-queries';
import { ListControls } from '../ListControls';
import { formatDate } from '../price-label';
import { MemberCell, PagedList } from '../QueryStates';
import styles from '../commerce.module.css';
import { useTableNotice } from '../use-table-notice';
import { useListFilter } from '../use-list-filter';

const STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
const TONES: Record<StudioOrder['status'], BadgeTone> = {
  paid: 'success',
  pending: 'neutral',
  failed: 'warning',
  refunded: 'neutral',
};

/** `/apps/:appId/commerce/orders`: every purchase, newest first, searchable, exportable; a paid one can be refunded. */
export function OrdersScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const client = useQueryClient();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.orders.title'), app?.name);
  const { filter, show } = useListFilter(STATUSES);
  const list = useQuery(ordersQuery(appId, filter));
  const [refunding, setRefunding] = useState<StudioOrder | null>(null);
  const { outcome, noticeLine } = useTableNotice();
  const refund = useMutation({
    mutationFn: (orderId: string) => studioApi(refundOrderContract, { params: { appId, orderId } }),
    // Revenue, holders and subscriptions change with a refund.
    onSuccess: () => client.invalidateQueries({ queryKey: commerceKey(appId) }),
  });
  const money = (order: StudioOrder, amount: number) =>
    formatMoney(amount, order.currency, i18n.language);

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.orders.title')}
        lead={t('commerce.orders.lead')}
      />
      <ListControls
        filter={filter}
        onChange={(next) => show(next)}
        words="commerce.orders"
        statuses={STATUSES}
        total={list.data?.total_count ?? null}
        csv={ordersCsvContract}
        appId={appId}
        appSlug={app?.slug}
      />
      {noticeLine}
      {refunding ? (
        <ConfirmDialog
          title={t('commerce.orders.refundTitle', {
            amount: money(refunding, refunding.amount),
            name: refunding.member.name ?? refunding.member.email,
          })}
          confirmLabel={t('commerce.orders.refund')}
          cancelLabel={t('commerce.common.cancel')}
          isBusy={refund.isPending}
          onClose={() => setRefunding(null)}
          onConfirm={() =>
            refund.mutate(
              refunding.id,
              outcome(
                () => t('commerce.orders.refunded', { amount: money(refunding, refunding.amount) }),
                () => setRefunding(null),
              ),
            )
          }
        >
          <p>{t('commerce.orders.refundBody', { product: refunding.product.name })}</p>
        </ConfirmDialog>
      ) : null}
      <PagedList
        kind="orders"
        query={list}
        rowsOf={(data) => data.orders}
        totalOf={(data) => data.total_count}
        filter={filter}
        show={show}
      >
        {(orders) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t('commerce.orders.columns.member')}</th>
                <th scope="col">{t('commerce.orders.columns.product')}</th>
                <th scope="col" className={styles.number}>
                  {t('commerce.orders.columns.amount')}
                </th>
                <th scope="col">{t('commerce.orders.columns.status')}</th>
                <th scope="col">{t('commerce.orders.columns.date')}</th>
                <th scope="col">{t('commerce.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <MemberCell member={order.member} />
                  </th>
                  <td>
                    {order.product.name}
                    {order.coupon_code ? (
                      <div className={styles.muted}>
                        {t('commerce.orders.withCoupon', { code: order.coupon_code })}
                      </div>
                    ) : null}
                  </td>
                  <td className={styles.number}>
                    {money(order, order.amount)}
                    {order.discount > 0 ? (
                      <div className={styles.muted}>
                        {t('commerce.orders.discount', {
                          amount: money(order, order.discount),
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    <Badge tone={TONES[order.status]}>
                      {t(`commerce.orders.statuses.${order.status}`)}
                    </Badge>
                  </td>
                  <td>
                    <time dateTime={order.created_at}>
                      {formatDate(order.created_at, i18n.language, true)}
                    </time>
                  </td>
                  <td>
                    {order.status === 'paid' ? (
                      <Button
                        aria-label={t('commerce.orders.refundNamed', {
                          product: order.product.name,
                          name: order.member.name ?? order.member.email,
                        })}
                        onClick={() => setRefunding(order)}
                      >
                        {t('commerce.orders.refund')}
                      </Button>
                    ) : (
                      <span className={styles.muted}>
                        {order.refunded_at ? formatDate(order.refunded_at, i18n.language) : '—'}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedList>
    </section>
  );
}
