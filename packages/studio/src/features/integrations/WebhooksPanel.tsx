import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createWebhookContract,
  deleteWebhookContract,
  pingWebhookContract,
  replayDeliveryContract,
  SUBSCRIBABLE_EVENTS,
  updateWebhookContract,
  type Webhook,
} from '@tessera/core/api/studio-insights';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { StateMessage } from '../../ui/StateMessage';
import { deliveriesQuery, integrationsKey, webhooksQuery } from './integration-queries';
import { SecretIssuingPanel } from './SecretIssuingPanel';
import styles from './IntegrationsScreen.module.css';

/** One endpoint's delivery log, newest first, each delivery replayable. */
function Deliveries({ appId, webhook }: { appId: string; webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const log = useQuery(deliveriesQuery(appId, webhook.id));
  const replay = useMutation({
    mutationFn: (deliveryId: string) =>
      studioApi(replayDeliveryContract, { params: { appId, webhookId: webhook.id, deliveryId } }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: deliveriesQuery(appId, webhook.id).queryKey }),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  if (log.isPending)
    return <StateMessage tone="waiting" title={t('insights.hooks.loadingDeliveries')} />;
  if (log.isError)
    return (
      <StateMessage
        tone="error"
        title={t('insights.hooks.loadError')}
        action={<Button onClick={() => void log.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (log.data.deliveries.length === 0)
    return <p className={styles.muted}>{t('insights.hooks.noDeliveries')}</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-live="polite">
        <caption>{t('insights.hooks.deliveriesCaption', { url: webhook.url })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('insights.hooks.event')}</th>
            <th scope="col">{t('insights.hooks.status')}</th>
            <th scope="col">{t('insights.hooks.attempts')}</th>
            <th scope="col">{t('insights.hooks.response')}</th>
            <th scope="col">{t('insights.hooks.when')}</th>
            <th scope="col">{t('insights.hooks.replay')}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.deliveries.map((delivery) => (
            <tr key={delivery.id} data-delivery-status={delivery.status}>
              <th scope="row">
                <code>{delivery.event_type}</code>
              </th>
              <td>{t(`insights.hooks.statuses.${delivery.status}`)}</td>
              <td>{delivery.attempts}</td>
              <td>{delivery.response_status ?? delivery.last_error ?? '—'}</td>
              <td>{when.format(new Date(delivery.created_at))}</td>
              <td>
                <Button
                  aria-label={t('insights.hooks.replayNamed', { event: delivery.event_type })}
                  isBusy={replay.isPending && replay.variables === delivery.id}
                  onClick={() => replay.mutate(delivery.id)}
                >
                  {t('insights.hooks.replay')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Endpoint({
  appId,
  webhook,
  onRemove,
}: {
  appId: string;
  webhook: Webhook;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: integrationsKey(appId) });
  const ping = useMutation({
    mutationFn: () => studioApi(pingWebhookContract, { params: { appId, webhookId: webhook.id } }),
    onSuccess: () => {
      setIsOpen(true);
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: () =>
      studioApi(updateWebhookContract, {
        params: { appId, webhookId: webhook.id },
        body: { is_enabled: !webhook.is_enabled },
      }),
    onSuccess: () => void refresh(),
  });
  return (
    <li className={styles.endpoint}>
      <div className={styles.endpointHead}>
        <div>
          <p className={styles.url}>{webhook.url}</p>
          <p className={styles.muted}>
            {webhook.description ? `${webhook.description} · ` : ''}
            {webhook.events.join(', ')} ·{' '}
            {webhook.is_enabled ? t('insights.hooks.enabled') : t('insights.hooks.disabled')}
          </p>
        </div>
        <div className={styles.row}>
          <Button onClick={() => ping.mutate()} isBusy={ping.isPending}>
            {t('insights.hooks.ping')}
          </Button>
          <Button onClick={() => toggle.mutate()} isBusy={toggle.isPending}>
            {webhook.is_enabled ? t('insights.hooks.switchOff') : t('insights.hooks.switchOn')}
          </Button>
          <Button aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
            {t('insights.hooks.deliveries')}
          </Button>
          <Button
            variant="danger"
            aria-label={t('insights.hooks.deleteNamed', { url: webhook.url })}
            onClick={onRemove}
          >
            {t('insights.hooks.delete')}
          </Button>
        </div>
      </div>
      {ping.isError ? (
        <InlineAlert>{describeError(ping.error, t, i18n.language)}</InlineAlert>
      ) : null}
      {isOpen ? <Deliveries appId={appId} webhook={webhook} /> : null}
    </li>
  );
}

/** Webhook endpoints: an address and the events it hears; its signing secret shown once; a delivery log with replay. */
export function WebhooksPanel({ appId }: { appId: string }) {
  const { t } = useTranslation();
  const eventsId = useId();
  const hooks = useQuery({ ...webhooksQuery(appId), select: (answer) => answer.webhooks });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([...SUBSCRIBABLE_EVENTS]);

  return (
    <SecretIssuingPanel<Webhook>
      appId={appId}
      words="insights.hooks"
      fields={
        <>
          <TextField
            label={t('insights.hooks.url')}
            type="url"
            value={url}
            maxLength={2048}
            required
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
          />
          <TextField
            label={t('insights.hooks.description')}
            value={description}
            maxLength={200}
            onChange={(event) => setDescription(event.target.value)}
          />
          <fieldset className={styles.events} aria-describedby={eventsId}>
            <legend>{t('insights.hooks.events')}</legend>
            {SUBSCRIBABLE_EVENTS.map((type) => (
              <label key={type} className={styles.check}>
                <input
                  type="checkbox"
                  checked={events.includes(type)}
                  onChange={(event) =>
                    setEvents(
                      event.target.checked ? [...events, type] : events.filter((e) => e !== type),
                    )
                  }
                />
                <code>{type}</code>
              </label>
            ))}
            <p id={eventsId} className={styles.muted}>
              {t('insights.hooks.signatureHelp')}
            </p>
          </fieldset>
        </>
      }
      isCreateUnavailable={events.length === 0}
      create={async () => {
        const answer = await studioApi(createWebhookContract, {
          params: { appId },
          body: { url, description: description || null, events },
        });
        setUrl('');
        setDescription('');
        return answer.signing_secret;
      }}
      secretLabel={t('insights.hooks.secretShown')}
      list={hooks}
      revoke={(webhook) =>
        studioApi(deleteWebhookContract, { params: { appId, webhookId: webhook.id } })
      }
      revokeWords={(webhook) => ({
        title: t('insights.hooks.deleteTitle', { url: webhook.url }),
        confirmLabel: t('insights.hooks.delete'),
        body: t('insights.hooks.deleteBody'),
      })}
      renderList={(webhooks, askRevoke) => (
        <ul className={styles.endpoints}>
          {webhooks.map((webhook) => (
            <Endpoint
              key={webhook.id}
              appId={appId}
              webhook={webhook}
              onRemove={() => askRevoke(webhook)}
            />
          ))}
        </ul>
      )}
    />
  );
}
