import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StudioProduct } from '@tessera/core/api/studio-commerce';
import { describeError } from '../../../app/describe-error';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Arrow } from '../../../ui/Arrow';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormSection } from '../../../ui/controls/FormSection';
import { InlineAlert } from '../../../ui/InlineAlert';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { paymentSettingsQuery, productQuery } from '../commerce-queries';
import { QueryStates } from '../../../ui/QueryStates';
import styles from '../commerce.module.css';
import { ProductForm } from './ProductForm';
import { useProductMutations } from './use-product-mutations';

/** What the editor says on arrival after a product was created (router state, so a reload does not repeat it). */
type ArrivalState = { created?: boolean } | null;

/** `/apps/:appId/commerce/products/new` and `/…/products/:productId`: one product's editor. */
export function ProductEditorScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const { appId = '', productId } = useParams();
  const isNew = productId === undefined;
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  const stored = useQuery({ ...productQuery(appId, productId ?? ''), enabled: !isNew });
  // A new product is priced in the app's currency (the server's default too).
  const settings = useQuery({ ...paymentSettingsQuery(appId), enabled: isNew });
  const { create, update } = useProductMutations(appId);
  const title = isNew
    ? t('commerce.product.newTitle')
    : (stored.data?.product.name ?? t('commerce.product.title'));
  useDocumentTitle(title, app?.name);
  const listPath = `/apps/${appId}/commerce/products`;

  let body;
  if (isNew) {
    body = (
      <ProductForm
        appId={appId}
        product={null}
        currency={settings.data?.payment_settings.currency ?? 'USD'}
        isSaving={create.isPending}
        onSave={async (fields, price) => {
          const { product: created } = await create.mutateAsync({ product: fields, price });
          void navigate(`${listPath}/${encodeURIComponent(created.id)}`, {
            replace: true,
            state: { created: true },
          });
          return created;
        }}
      />
    );
  } else {
    body = (
      <QueryStates
        query={stored}
        loading={t('commerce.product.loading')}
        loadError={t('commerce.product.loadError')}
      >
        {({ product }) => (
          <>
            {product.is_archived ? (
              <InlineAlert tone="info">{t('commerce.product.archivedNotice')}</InlineAlert>
            ) : null}
            <ProductForm
              // A fresh form per product, so its draft starts from what is stored.
              key={product.id}
              appId={appId}
              product={product}
              currency={product.currency}
              isSaving={update.isPending}
              initialStatus={
                (location.state as ArrivalState)?.created
                  ? t('commerce.product.created')
                  : undefined
              }
              onSave={(fields, price) =>
                update.mutateAsync({ stored: product, product: fields, price })
              }
            />
            {product.is_archived ? null : (
              <ArchiveSection
                appId={appId}
                product={product}
                onArchived={() => void navigate(listPath)}
              />
            )}
          </>
        )}
      </QueryStates>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <Link to={listPath} className={styles.back}>
        <Arrow direction="back" />
        {t('commerce.product.back')}
      </Link>
      <ScreenHeading id={titleId}>{title}</ScreenHeading>
      {body}
    </section>
  );
}

/** Archiving, after asking: holders keep access, but the product can no longer be bought. */
function ArchiveSection({
  appId,
  product,
  onArchived,
}: {
  appId: string;
  product: StudioProduct;
  onArchived: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { archive } = useProductMutations(appId);
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  return (
    <FormSection
      title={t('commerce.product.archiveTitle')}
      lead={t('commerce.product.archiveLead')}
    >
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <div className={styles.actions}>
        <Button ref={openRef} variant="danger" onClick={() => setIsAsking(true)}>
          {t('commerce.product.archive')}
        </Button>
      </div>
      {isAsking ? (
        <ConfirmDialog
          title={t('commerce.product.archiveConfirmTitle', { name: product.name })}
          confirmLabel={t('commerce.product.archive')}
          cancelLabel={t('commerce.common.cancel')}
          isBusy={archive.isPending}
          onClose={() => {
            setIsAsking(false);
            openRef.current?.focus();
          }}
          onConfirm={() =>
            archive.mutate(product.id, {
              onSuccess: onArchived,
              onError: (error) => {
                setIsAsking(false);
                setFailure(describeError(error, t, i18n.language));
              },
            })
          }
        >
          <p>
            {t('commerce.product.archiveBody', {
              count: product.active_holders,
              formatted: new Intl.NumberFormat(i18n.language).format(product.active_holders),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </FormSection>
  );
}
