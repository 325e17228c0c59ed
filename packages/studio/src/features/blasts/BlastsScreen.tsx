import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BLAST_LIMITS, type Blast, type BlastSegment } from '@tessera/core/api/studio-notifications';
import { fieldClasses } from '@tessera/ui/Field';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../app/describe-error';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { StateMessage } from '../../ui/StateMessage';
import { RadioGroup } from '../../ui/controls/RadioGroup';
import { productsQuery } from '../commerce/commerce-queries';
import { audienceQuery, blastsQuery, useSendBlast } from './blast-queries';
import listStyles from '../../ui/ItemList/styles.module.css';
import styles from './BlastsScreen.module.css';

type SegmentKind = BlastSegment['kind'];
type Draft = { title: string; body: string; url: string; push: boolean; email: boolean; kind: SegmentKind; productId: string; propertySlug: string; propertyValue: string };
const emptyDraft: Draft = { title: '', body: '', url: '', push: true, email: false, kind: 'all', productId: '', propertySlug: '', propertyValue: '' };

/** The segment a draft names, or null while it is not complete (no product or property chosen). */
export function segmentOf(draft: Draft): BlastSegment | null {
  if (draft.kind === 'all') return { kind: 'all' };
  if (draft.kind === 'product') return draft.productId ? { kind: 'product', product_id: draft.productId } : null;
  const slug = draft.propertySlug.trim();
  return slug ? { kind: 'property', slug, value: draft.propertyValue.trim() || null } : null;
}

function Audience({ appId, segment }: { appId: string; segment: BlastSegment | null }) {
  const { t } = useTranslation();
  const audience = useQuery({ ...audienceQuery(appId, segment ?? { kind: 'all' }), enabled: segment !== null });
  if (!segment) return null;
  return (
    <p className={styles.audience} role="status" aria-live="polite">
      {audience.isPending
        ? t('blasts.audience.counting')
        : audience.isError
          ? t('blasts.audience.failed')
          : t('blasts.audience.count', { members: audience.data.members, accepting: audience.data.accepting })}
    </p>
  );
}

function Report({ blast }: { blast: Blast }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { report } = blast;
  const channels = (['push', 'email'] as const).filter((channel) => blast.channels[channel]);
  return (
    <li className={styles.blast}>
      <div className={styles.blastHead}>
        <h3 className={styles.blastTitle}>{blast.title}</h3>
        <span className={styles.status} data-status={blast.status}>
          {t(`blasts.status.${blast.status}`)}
        </span>
      </div>
      <p className={styles.meta}>
        {date.format(new Date(blast.created_at))} · {t(`blasts.segment.${blast.segment.kind}`)}
      </p>
      <dl className={styles.report}>
        <div>
          <dt>{t('blasts.report.recipients')}</dt>
          <dd>{report.recipients}</dd>
        </div>
        <div>
          <dt>{t('blasts.report.optedOut')}</dt>
          <dd>{report.opted_out}</dd>
        </div>
        {blast.channels.push ? (
          <div>
            <dt>{t('blasts.report.noDevice')}</dt>
            <dd>{report.no_device}</dd>
          </div>
        ) : null}
      </dl>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('blasts.report.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('blasts.report.channel')}</th>
            <th scope="col">{t('blasts.report.sent')}</th>
            <th scope="col">{t('blasts.report.failed')}</th>
            <th scope="col">{t('blasts.report.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => (
            <tr key={channel}>
              <th scope="row">{t(`blasts.channels.${channel}`)}</th>
              <td>{report[channel].sent}</td>
              <td>{report[channel].failed}</td>
              <td>{report[channel].pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/**
 * `/apps/:appId/blasts`: the owner writes a push and/or an email to every member or a segment (a
 * product's holders, a property's value), sees how many it reaches and how many accept blasts,
 * sends after confirming, and follows each blast's delivery report.
 */
export function BlastsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('blasts.title'), app?.name);
  const blasts = useQuery(blastsQuery(appId));
  const products = useQuery({ ...productsQuery(appId), enabled: true });
  const send = useSendBlast(appId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const segment = segmentOf(draft);
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const check = (): string | null => {
    if (!draft.title.trim() || !draft.body.trim()) return t('blasts.compose.required');
    if (!draft.push && !draft.email) return t('blasts.compose.channelRequired');
    if (!segment) return t('blasts.compose.segmentRequired');
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const found = check();
    setProblem(found);
    if (!found) setIsConfirming(true);
  };

  const confirm = () => {
    if (!segment) return;
    send.mutate(
      { title: draft.title.trim(), body: draft.body.trim(), url: draft.url.trim() || null, channels: { push: draft.push, email: draft.email }, segment },
      {
        onSuccess: () => {
          setIsConfirming(false);
          setDraft(emptyDraft);
          setSent(t('blasts.compose.sent'));
        },
        onError: (error) => {
          setIsConfirming(false);
          setProblem(describeError(error, t, i18n.language));
        },
      },
    );
  };

  const productOptions = (products.data?.products ?? []).map((product) => ({ value: product.id, label: product.name }));
  return (
    <section aria-labelledby={titleId} className={listStyles.screen}>
      <ScreenIntro id={titleId} className={listStyles.intro} title={t('blasts.title')} lead={t('blasts.lead')} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('blasts.compose.title')}>
        <h2 className={styles.heading}>{t('blasts.compose.title')}</h2>
        <TextField label={t('blasts.compose.titleLabel')} value={draft.title} maxLength={BLAST_LIMITS.titleLength} onChange={(event) => update({ title: event.target.value })} required />
        <div className={fieldClasses.field}>
          <label htmlFor={bodyId} className={fieldClasses.label}>
            {t('blasts.compose.bodyLabel')}
          </label>
          <textarea id={bodyId} className={`${fieldClasses.control} ${styles.textarea}`} value={draft.body} maxLength={BLAST_LIMITS.bodyLength} rows={4} required onChange={(event) => update({ body: event.target.value })} />
        </div>
        <TextField label={t('blasts.compose.urlLabel')} hint={t('blasts.compose.urlHint')} value={draft.url} placeholder="/" onChange={(event) => update({ url: event.target.value })} />
        <fieldset className={styles.channels}>
          <legend className={styles.legend}>{t('blasts.compose.channels')}</legend>
          {(['push', 'email'] as const).map((channel) => (
            <label key={channel} className={styles.check}>
              <input type="checkbox" checked={draft[channel]} onChange={(event) => update({ [channel]: event.target.checked })} />
              {t(`blasts.channels.${channel}`)}
            </label>
          ))}
        </fieldset>
        <RadioGroup
          legend={t('blasts.compose.audience')}
          name="segment"
          value={draft.kind}
          onChange={(kind) => update({ kind })}
          options={(['all', 'product', 'property'] as const).map((kind) => ({ value: kind, label: t(`blasts.segment.${kind}`) }))}
        />
        {draft.kind === 'product' ? (
          <div className={fieldClasses.field}>
            <label htmlFor={`${bodyId}-product`} className={fieldClasses.label}>
              {t('blasts.compose.product')}
            </label>
            <select id={`${bodyId}-product`} className={fieldClasses.control} value={draft.productId} onChange={(event) => update({ productId: event.target.value })}>
              <option value="">{products.isPending ? t('blasts.compose.productsLoading') : t('blasts.compose.chooseProduct')}</option>
              {productOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {draft.kind === 'property' ? (
          <div className={styles.row}>
            <TextField label={t('blasts.compose.propertySlug')} value={draft.propertySlug} maxLength={64} onChange={(event) => update({ propertySlug: event.target.value })} />
            <TextField label={t('blasts.compose.propertyValue')} hint={t('blasts.compose.propertyValueHint')} value={draft.propertyValue} maxLength={500} onChange={(event) => update({ propertyValue: event.target.value })} />
          </div>
        ) : null}
        <Audience appId={appId} segment={segment} />
        {problem ? <InlineAlert>{problem}</InlineAlert> : null}
        <div role="status">{sent ? <p className={styles.sent}>{sent}</p> : null}</div>
        <div>
          <Button type="submit" variant="primary" isBusy={send.isPending}>
            {t('blasts.compose.send')}
          </Button>
        </div>
      </form>
      {isConfirming ? (
        <ConfirmDialog
          title={t('blasts.confirm.title')}
          cancelLabel={t('blasts.confirm.cancel')}
          confirmLabel={t('blasts.confirm.send')}
          isBusy={send.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={confirm}
        >
          {t('blasts.confirm.text', { title: draft.title.trim() })}
        </ConfirmDialog>
      ) : null}
      <section aria-labelledby={`${titleId}-sent`} className={styles.history}>
        <h2 id={`${titleId}-sent`} className={styles.heading}>
          {t('blasts.history.title')}
        </h2>
        {blasts.isPending ? (
          <StateMessage tone="waiting" title={t('blasts.history.loading')} />
        ) : blasts.isError ? (
          <StateMessage tone="error" title={t('blasts.history.failed')} action={<Button onClick={() => void blasts.refetch()}>{t('blasts.history.retry')}</Button>} />
        ) : blasts.data.blasts.length === 0 ? (
          <StateMessage tone="empty" title={t('blasts.history.empty')} />
        ) : (
          <ul className={styles.blasts}>
            {blasts.data.blasts.map((blast) => (
              <Report key={blast.id} blast={blast} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
