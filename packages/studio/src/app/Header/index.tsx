import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Owner } from '@tessera/core/api/studio';
import { Button } from '../../ui/Button';
import { describeError } from '../describe-error';
import { useSignOut } from '../session';
import styles from './styles.module.css';

// The product name is a brand and stays the same in every language.
const PRODUCT_NAME = 'Tessera Studio';

export function Header({ owner }: { owner: Owner | null }) {
  const { t, i18n } = useTranslation();
  const signOut = useSignOut();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {owner ? (
          <Link className={styles.brand} to="/">
            {PRODUCT_NAME}
          </Link>
        ) : (
          <span className={styles.brand}>{PRODUCT_NAME}</span>
        )}
        <nav aria-label={t('nav.label')}>
          {/* A full page load on purpose: the member app is a separate SPA served at the root. */}
          <a className={styles.link} href="/">
            {t('nav.memberApp')}
          </a>
        </nav>
      </div>
      {owner ? (
        <div className={styles.account}>
          <p className={styles.who}>
            <span className={styles.accountName}>{owner.account_name}</span>
            <span className={styles.ownerEmail}>{owner.email}</span>
          </p>
          <Button
            variant="onBrand"
            isBusy={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending ? t('header.signingOut') : t('header.signOut')}
          </Button>
          {signOut.isError ? (
            <p className={styles.error} role="alert">
              {t('header.signOutFailed')} {describeError(signOut.error, t, i18n.language)}
            </p>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
