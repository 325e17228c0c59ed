import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { subscriptionStatuses } from '@tessera/core/api/commerce';
import {
  cancelStudioSubscriptionContract,
  subscriptionsCsvContract,
  type StudioSubscription,
} from '@tessera/core/api/studio-commerce';
import { studioApi } from '../../../app/studio-api';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { commerceKey, subscriptionsQuery } from '../commerce-queries';
import { ListControls } from '../ListControls';
import { formatDate, priceLabel } from '../price-label';
import { MemberCell, PagedList } from '../QueryStates';
import styles from '../commerce.module.css';
import { useTableNotice } from '../use-table-notice';
import { useListFilter } from '../use-list-filter';

const TONES: Record<StudioSubscription['status'], BadgeTone> = {
  active: 'success',
  trialing: 'brand',
  past_due: 'warning',
  canceled: 'neutral',
};

/** `/apps/:appId/commerce/subscriptions`: every subscription, newest first; one still running can be cancelled. */
export function SubscriptionsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const client = useQueryClient();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.subscriptions.title'), app?.name);
  const { filter, show } = useListFilter(subscriptionStatuses);
  const list = useQuery(subscriptionsQuery(appId, filter));
  const [cancelling, setCancelling] = useState<StudioSubscription | null>(null);
  const [when, setWhen] = useState<'period_end' | 'now'>('period_end');
  const { outcome, noticeLine } = useTableNotice();
  const cancel = useMutation({
    mutationFn: ({ id, atPeriodEnd }: { id: string; atPeriodEnd: boolean }) =>
      studioApi(cancelStudioSubscriptionContract, {
        params: { appId, subscriptionId: id },
        body: { at_period_end: atPeriodEnd },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: commerceKey(appId) }),
  });
  const canCancel = (subscription: StudioSubscription) =>
    subscription.status !== 'canceled' && !subscription.cancel_at_period_end;
  const who = (subscription: StudioSubscription) =>
    subscription.member.name ?? subscription.member.email;

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.subscriptions.title')}
        lead={t('commerce.subscriptions.lead')}
      />
      <ListControls
        filter={filter}
        onChange={(next) => show(next)}
        words="commerce.subscriptions"
        statuses={subscriptionStatuses}
        total={list.data?.total_count ?? null}
        csv={subscriptionsCsvContract}
        appId={appId}
        appSlug={app?.slug}
      />
      {noticeLine}
      {cancelling ? (
        <ConfirmDialog
          title={t('commerce.subscriptions.cancelTitle', {
            name: who(cancelling),
            product: cancelling.product.name,
          })}
          confirmLabel={t('commerce.subscriptions.cancel')}
          cancelLabel={t('commerce.subscriptions.keep')}
          isBusy={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() =>
            cancel.mutate(
              { id: cancelling.id, atPeriodEnd: when === 'period_end' },
              // Said as the server answers: a period that has already ended (a past-due
              // renewal) ends the subscription at once even when asked for its end.
              outcome(
                ({ subscription }: { subscription: StudioSubscription }) =>
                  subscription.cancel_at_period_end && subscription.status !== 'canceled'
                    ? t('commerce.subscriptions.cancelledAtEnd', {
                        date: formatDate(subscription.current_period_end, i18n.language),
                      })
                    : t('commerce.subscriptions.cancelledNow'),
                () => setCancelling(null),
              ),
            )
          }
        >
          <RadioGroup
            legend={t('commerce.subscriptions.when')}
            name="cancel_when"
            value={when}
            onChange={setWhen}
            options={[
              {
                value: 'period_end',
                label: t('commerce.subscriptions.atPeriodEnd'),
                hint: t('commerce.subscriptions.atPeriodEndHint', {
                  date: formatDate(cancelling.current_period_end, i18n.language),
                }),
              },
              {
                value: 'now',
                label: t('commerce.subscriptions.now'),
                hint: t('commerce.subscriptions.nowHint'),
              },
            ]}
          />
        </ConfirmDialog>
      ) : null}
      <PagedList
        kind="subscriptions"
        query={list}
        rowsOf={(data) => data.subscriptions}
        totalOf={(data) => data.total_count}
        filter={filter}
        show={show}
      >
        {(subscriptions) => (
          <>
            <thead>
              <tr>
                <th scope="col">{t('commerce.subscriptions.columns.member')}</th>
                <th scope="col">{t('commerce.subscriptions.columns.product')}</th>
                <th scope="col">{t('commerce.subscriptions.columns.price')}</th>
                <th scope="col">{t('commerce.subscriptions.columns.status')}</th>
                <th scope="col">{t('commerce.subscriptions.columns.renews')}</th>
                <th scope="col">{t('commerce.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((subscription) => (
                <tr key={subscription.id}>
                  <th scope="row">
                    <MemberCell member={subscription.member} />
                  </th>
                  <td>{subscription.product.name}</td>
                  <td>{priceLabel(subscription, t, i18n.language)}</td>
                  <td>
                    <Badge tone={TONES[subscription.status]}>
                      {t(`commerce.subscriptions.statuses.${subscription.status}`)}
                    </Badge>
                    {subscription.cancel_at_period_end && subscription.status !== 'canceled' ? (
                      <div className={styles.muted}>
                        {t('commerce.subscriptions.endsAtPeriodEnd')}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    {subscription.status === 'canceled' ? (
                      <span className={styles.muted}>—</span>
                    ) : (
                      <time dateTime={subscription.current_period_end}>
                        {formatDate(subscription.current_period_end, i18n.language)}
                      </time>
                    )}
                  </td>
                  <td>
                    {canCancel(subscription) ? (
                      <Button
                        aria-label={t('commerce.subscriptions.cancelNamed', {
                          name: who(subscription),
                          product: subscription.product.name,
                        })}
                        onClick={() => {
                          setWhen('period_end');
                          setCancelling(subscription);
                        }}
                      >
                        {t('commerce.subscriptions.cancel')}
                      </Button>
                    ) : (
                      <span className={styles.muted}>—</span>
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
