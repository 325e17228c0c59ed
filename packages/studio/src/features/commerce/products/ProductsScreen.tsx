import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { StudioProductSummary } from '@tessera/core/api/studio-commerce';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { SearchBox } from '../../../ui/SearchBox';
import { StateMessage } from '../../../ui/StateMessage';
import { productsQuery } from '../commerce-queries';
import { priceLabel } from '../price-label';
import { QueryStates } from '../../../ui/QueryStates';
import styles from '../commerce.module.css';

/** Whether a product matches what the owner typed: its name or id, ignoring case and accents. */
function matches(product: StudioProductSummary, term: string, language: string): boolean {
  if (!term) return true;
  const fold = (text: string) =>
    text
      .toLocaleLowerCase(language)
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '');
  const needle = fold(term);
  return fold(product.name).includes(needle) || product.id.toLowerCase().includes(needle);
}

/**
 * `/apps/:appId/commerce/products`: what the app sells (SPEC §3 products), archived last. The list
 * is short enough to search as the owner types; an app with none offers its first product.
 */
export function ProductsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.products.title'), app?.name);
  const list = useQuery(productsQuery(appId));
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const count = new Intl.NumberFormat(i18n.language);
  const newPath = `/apps/${appId}/commerce/products/new`;
  const products = list.data?.products ?? [];
  const shown = products.filter((product) => matches(product, term, i18n.language));

  const newButton = (label: string) => (
    <Button variant="primary" onClick={() => void navigate(newPath)}>
      {label}
    </Button>
  );

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.products.title')}
        lead={t('commerce.products.lead')}
        action={products.length > 0 ? newButton(t('commerce.products.new')) : null}
      />
      <QueryStates
        query={list}
        loading={t('commerce.products.loading')}
        loadError={t('commerce.products.loadError')}
      >
        {(_data) =>
          products.length === 0 ? (
            <StateMessage
              tone="empty"
              title={t('commerce.products.emptyTitle')}
              action={newButton(t('commerce.products.createFirst'))}
            >
              {t('commerce.products.emptyBody')}
            </StateMessage>
          ) : (
            <>
              <div className={styles.toolbar}>
                <SearchBox
                  label={t('commerce.products.search')}
                  hint={t('commerce.products.searchHint')}
                  value={draft}
                  onValueChange={(value) => {
                    setDraft(value);
                    // The list is already here: it filters as the owner types.
                    setTerm(value.trim());
                  }}
                  onSearch={setTerm}
                />
                <p className={styles.summary} role="status">
                  {term
                    ? t('commerce.products.matching', {
                        count: shown.length,
                        formatted: count.format(shown.length),
                      })
                    : t('commerce.products.total', {
                        count: products.length,
                        formatted: count.format(products.length),
                      })}
                </p>
              </div>
              {shown.length === 0 ? (
                <StateMessage
                  tone="empty"
                  title={t('commerce.products.noMatch', { term })}
                  action={
                    <Button
                      onClick={() => {
                        setDraft('');
                        setTerm('');
                      }}
                    >
                      {t('commerce.common.clearSearch')}
                    </Button>
                  }
                />
              ) : (
                <ul className={styles.list}>
                  {shown.map((product) => (
                    <li key={product.id} className={styles.row}>
                      {product.image ? (
                        <img className={styles.thumb} src={product.image} alt="" loading="lazy" />
                      ) : (
                        <span className={styles.thumb} aria-hidden="true" />
                      )}
                      <div className={styles.main}>
                        <h2 className={styles.name}>
                          <Link
                            to={`/apps/${appId}/commerce/products/${encodeURIComponent(product.id)}`}
                          >
                            {product.name}
                          </Link>
                        </h2>
                        <p className={styles.meta}>
                          {priceLabel(product, t, i18n.language)}
                          <span aria-hidden="true"> · </span>
                          {t('commerce.products.holders', {
                            count: product.active_holders,
                            formatted: count.format(product.active_holders),
                          })}
                        </p>
                      </div>
                      <div className={styles.badges}>
                        {product.interval ? (
                          <Badge tone="brand">{t('commerce.products.subscription')}</Badge>
                        ) : (
                          <Badge tone="neutral">{t('commerce.products.oneOff')}</Badge>
                        )}
                        {product.is_hidden ? (
                          <Badge tone="warning">{t('commerce.products.hidden')}</Badge>
                        ) : null}
                        {product.is_archived ? (
                          <Badge tone="neutral">{t('commerce.products.archived')}</Badge>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      </QueryStates>
    </section>
  );
}
