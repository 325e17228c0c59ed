import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { QueryStates, type QueryState } from '../../ui/QueryStates';
import { integrationsKey } from './integration-queries';
import { SecretOnce } from './SecretOnce';
import styles from './IntegrationsScreen.module.css';

type Props<T extends { id: string }> = {
  appId: string;
  /** The panel's word prefix: reads `<words>.title`, `.lead`, `.create`, `.loading`, `.loadError` and `.empty`. */
  words: string;
  /** The form's fields; its submit button is the panel's. */
  fields: ReactNode;
  isCreateUnavailable?: boolean;
  /** Makes the item from the fields (and clears them); answers the secret the server shows once. */
  create: () => Promise<string>;
  /** Said above the secret while it is on screen. */
  secretLabel: string;
  /** The list's query, its answer being the items (`select` picks them out). */
  list: QueryState<readonly T[]>;
  /** The loaded list; `askRevoke` opens the confirmation for one item. */
  renderList: (items: readonly T[], askRevoke: (item: T) => void) => ReactNode;
  revoke: (item: T) => Promise<unknown>;
  /** The confirmation's words for one item: what it asks, its button, and what follows. */
  revokeWords: (item: T) => { title: string; confirmLabel: string; body: string };
};

/**
 * The integrations' one flow for credentials (API keys, webhook endpoints): a form makes one, its
 * secret is shown once to copy, the list below shows what exists, and revoking or deleting asks
 * first. Every change refreshes the integrations' queries.
 */
export function SecretIssuingPanel<T extends { id: string }>({
  appId,
  words,
  fields,
  isCreateUnavailable = false,
  create,
  secretLabel,
  list,
  renderList,
  revoke,
  revokeWords,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<T | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: integrationsKey(appId) });
  const creating = useMutation({
    mutationFn: create,
    onSuccess: (shown) => {
      setSecret(shown);
      void refresh();
    },
  });
  const revoked = useMutation({
    mutationFn: revoke,
    onSuccess: () => {
      setRevoking(null);
      void refresh();
    },
  });
  const confirm = revoking ? revokeWords(revoking) : null;

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t(`${words}.title`)}
      </h2>
      <p className={styles.muted}>{t(`${words}.lead`)}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          creating.mutate();
        }}
      >
        {fields}
        <Button
          type="submit"
          variant="primary"
          isBusy={creating.isPending}
          isUnavailable={isCreateUnavailable}
        >
          {t(`${words}.create`)}
        </Button>
      </form>
      {creating.isError ? (
        <InlineAlert>{describeError(creating.error, t, i18n.language)}</InlineAlert>
      ) : null}
      {secret ? (
        <SecretOnce label={secretLabel} secret={secret} onDone={() => setSecret(null)} />
      ) : null}
      <QueryStates query={list} loading={t(`${words}.loading`)} loadError={t(`${words}.loadError`)}>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{t(`${words}.empty`)}</p>
          ) : (
            renderList(items, setRevoking)
          )
        }
      </QueryStates>
      {revoking && confirm ? (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel={confirm.confirmLabel}
          cancelLabel={t('insights.cancel')}
          isBusy={revoked.isPending}
          onConfirm={() => revoked.mutate(revoking)}
          onClose={() => setRevoking(null)}
        >
          <p>{confirm.body}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
