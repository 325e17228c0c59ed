import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createApiKeyContract,
  revokeApiKeyContract,
  type ApiKey,
} from '@tessera/core/api/studio-insights';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { studioApi } from '../../app/studio-api';
import { Button } from '../../ui/Button';
import { apiKeysQuery } from './integration-queries';
import { SecretIssuingPanel } from './SecretIssuingPanel';
import styles from './IntegrationsScreen.module.css';

/** API keys: made with a name and a scope, the key shown once, revocable. */
export function ApiKeysPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const keys = useQuery({ ...apiKeysQuery(appId), select: (answer) => answer.api_keys });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <SecretIssuingPanel<ApiKey>
      appId={appId}
      words="insights.keys"
      fields={
        <>
          <TextField
            label={t('insights.keys.name')}
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('insights.keys.scope')}
            value={scope}
            onChange={(event) => setScope(event.target.value as 'read' | 'write')}
            options={(['read', 'write'] as const).map((value) => ({
              value,
              label: t(`insights.keys.scopes.${value}`),
            }))}
          />
        </>
      }
      create={async () => {
        const answer = await studioApi(createApiKeyContract, {
          params: { appId },
          body: { name, scope },
        });
        setName('');
        return answer.secret;
      }}
      secretLabel={t('insights.keys.created')}
      list={keys}
      revoke={(key) => studioApi(revokeApiKeyContract, { params: { appId, keyId: key.id } })}
      revokeWords={(key) => ({
        title: t('insights.keys.revokeTitle', { name: key.name }),
        confirmLabel: t('insights.keys.revoke'),
        body: t('insights.keys.revokeBody'),
      })}
      renderList={(apiKeys, askRevoke) => (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption>{t('insights.keys.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('insights.keys.name')}</th>
                <th scope="col">{t('insights.keys.scope')}</th>
                <th scope="col">{t('insights.keys.prefix')}</th>
                <th scope="col">{t('insights.keys.lastUsed')}</th>
                <th scope="col">
                  <span className={visuallyHiddenClass}>{t('insights.keys.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {apiKeys.map((key) => (
                <tr key={key.id}>
                  <th scope="row">{key.name}</th>
                  <td>{t(`insights.keys.scopes.${key.scope}`)}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>
                    {key.last_used_at
                      ? date.format(new Date(key.last_used_at))
                      : t('insights.keys.never')}
                  </td>
                  <td>
                    {key.revoked_at ? (
                      t('insights.keys.revoked')
                    ) : (
                      <Button
                        aria-label={t('insights.keys.revokeNamed', { name: key.name })}
                        onClick={() => askRevoke(key)}
                      >
                        {t('insights.keys.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
