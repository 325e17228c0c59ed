import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  createOrderBumpContract,
  deleteOrderBumpContract,
  updateOrderBumpContract,
  type OrderBump,
} from '@tessera/core/api/studio-commerce';
import { describeError } from '../../../app/describe-error';
import { studioApi } from '../../../app/studio-api';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { StateMessage } from '../../../ui/StateMessage';
import { orderBumpsQuery, productsQuery } from '../commerce-queries';
import { priceLabel } from '../price-label';
import { RowActions } from '../QueryStates';
import styles from '../commerce.module.css';
import { useDialogEditing } from '../use-dialog-editing';
import { useTableNotice } from '../use-table-notice';
import { OrderBumpDialog, type CreateBumpBody, type UpdateBumpBody } from './OrderBumpDialog';

/** `/apps/:appId/commerce/order-bumps`: one-off products offered beside another in checkout, paid in the same payment. */
export function OrderBumpsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const { appId = '' } = useParams();
  const client = useQueryClient();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.bumps.title'), app?.name);
  const list = useQuery(orderBumpsQuery(appId));
  const productsList = useQuery(productsQuery(appId));
  const products = productsList.data?.products ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: orderBumpsQuery(appId).queryKey });
  const create = useMutation({
    mutationFn: (body: CreateBumpBody) =>
      studioApi(createOrderBumpContract, { params: { appId }, body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ bumpId, body }: { bumpId: string; body: UpdateBumpBody }) =>
      studioApi(updateOrderBumpContract, { params: { appId, bumpId }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (bumpId: string) =>
      studioApi(deleteOrderBumpContract, { params: { appId, bumpId } }),
    onSuccess: refresh,
  });
  const [removing, setRemoving] = useState<OrderBump | null>(null);
  const { editing, edit, close, newRef } = useDialogEditing<OrderBump>();
  const { say, outcome, noticeLine } = useTableNotice();
  const count = new Intl.NumberFormat(i18n.language);
  const productOf = (id: string) => products.find((product) => product.id === id);
  const nameOf = (id: string) => productOf(id)?.name ?? t('commerce.coupons.unknownProduct');
  const canOffer =
    products.filter((product) => !product.is_archived && product.interval === null).length > 0 &&
    products.length > 1;

  const newButton = (
    <Button ref={newRef} variant="primary" onClick={() => edit('new')}>
      {t('commerce.bumps.new')}
    </Button>
  );

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.bumps.title')}
        lead={t('commerce.bumps.lead')}
        action={list.data && list.data.order_bumps.length > 0 ? newButton : null}
      />
      {noticeLine}
      {editing ? (
        <OrderBumpDialog
          bump={editing === 'new' ? null : editing}
          products={products}
          onClose={close}
          onCreate={async (body) => {
            await create.mutateAsync(body);
            close();
            say(t('commerce.bumps.created'));
          }}
          onUpdate={async (body) => {
            if (editing === 'new') return;
            await update.mutateAsync({ bumpId: editing.id, body });
            close();
            say(t('commerce.bumps.updated'));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('commerce.bumps.removeTitle', { title: removing.title })}
          confirmLabel={t('commerce.bumps.remove')}
          cancelLabel={t('commerce.common.cancel')}
          isBusy={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              removing.id,
              outcome(
                () => t('commerce.bumps.removed'),
                () => setRemoving(null),
              ),
            )
          }
        >
          <p>{t('commerce.bumps.removeBody')}</p>
        </ConfirmDialog>
      ) : null}
      {list.isPending || productsList.isPending ? (
        <StateMessage tone="waiting" title={t('commerce.bumps.loading')} />
      ) : list.isError || productsList.isError ? (
        <StateMessage
          tone="error"
          title={t('commerce.bumps.loadError')}
          action={
            <Button
              onClick={() => {
                void list.refetch();
                void productsList.refetch();
              }}
              isBusy={list.isFetching || productsList.isFetching}
            >
              {t('common.retry')}
            </Button>
          }
        >
          {describeError(list.error ?? productsList.error, t, i18n.language)}
        </StateMessage>
      ) : list.data.order_bumps.length === 0 ? (
        <StateMessage
          tone="empty"
          title={t('commerce.bumps.emptyTitle')}
          action={canOffer ? newButton : null}
        >
          {canOffer ? t('commerce.bumps.emptyBody') : t('commerce.bumps.needProducts')}
        </StateMessage>
      ) : (
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId}>{t('commerce.bumps.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('commerce.bumps.columns.offer')}</th>
                <th scope="col">{t('commerce.bumps.columns.beside')}</th>
                <th scope="col">{t('commerce.bumps.columns.adds')}</th>
                <th scope="col" className={styles.number}>
                  {t('commerce.bumps.columns.position')}
                </th>
                <th scope="col">{t('commerce.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {[...list.data.order_bumps]
                .sort((a, b) => a.position - b.position)
                .map((bump) => {
                  const adds = productOf(bump.bump_product_id);
                  return (
                    <tr key={bump.id}>
                      <th scope="row" className={styles.wrap}>
                        {bump.title}
                      </th>
                      <td>{nameOf(bump.product_id)}</td>
                      <td>
                        {adds
                          ? `${adds.name} · ${priceLabel(adds, t, i18n.language)}`
                          : nameOf(bump.bump_product_id)}
                      </td>
                      <td className={styles.number}>{count.format(bump.position)}</td>
                      <td>
                        <RowActions
                          editLabel={t('commerce.common.edit')}
                          removeLabel={t('commerce.bumps.remove')}
                          editName={t('commerce.bumps.editNamed', { title: bump.title })}
                          removeName={t('commerce.bumps.removeNamed', { title: bump.title })}
                          onEdit={() => edit(bump)}
                          onRemove={() => setRemoving(bump)}
                        />
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
