import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { studioProgramsContract } from '@tessera/core/api/studio-programs';
import { createPackContract, deletePackContract, studioPacksContract, updatePackContract, type PackInput, type StudioPack } from '@tessera/core/api/studio-packs';
import type { PackItemType } from '@tessera/core/entities/pack';
import { AreaWords } from '../../app/AreaWords';
import { studioApi } from '../../app/studio-api';
import { Button } from '../../ui/Button';
import { EditableItemList } from '../../ui/EditableItemList';
import { InPlaceField, InPlaceForm } from '../../ui/InPlaceForm';
import listStyles from '../../ui/ItemList/styles.module.css';
import { eventsListQuery } from '../events/event-queries';
import styles from '../events/EventsScreen.module.css';
import { ContentPageSelect } from '../pages/ContentPageSelect';
import { pagesListQuery } from '../pages/page-queries';

const packsKey = (appId: string) => ['studio', 'packs', appId] as const;
const packsQuery = (appId: string) =>
  queryOptions({ queryKey: [...packsKey(appId), 'list'], queryFn: ({ signal }) => studioApi(studioPacksContract, { params: { appId } }, { signal }) });
const programsQuery = (appId: string) =>
  queryOptions({ queryKey: ['studio', 'programs', appId, 'list'], queryFn: ({ signal }) => studioApi(studioProgramsContract, { params: { appId } }, { signal }) });

/** `/apps/:appId/packs`: the app's packs, built from its pages, programs and events (its words load with it). */
export function PacksScreen() {
  return (
    <AreaWords area="packs">
      <PacksList />
    </AreaWords>
  );
}

function PacksList() {
  const { appId = '' } = useParams();
  const client = useQueryClient();
  const list = useQuery(packsQuery(appId));
  const remove = useMutation({
    mutationFn: (packId: string) => studioApi(deletePackContract, { params: { appId, packId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: packsKey(appId) }),
  });
  return (
    <EditableItemList
      words="packs"
      list={list}
      items={list.data?.packs ?? []}
      remove={remove}
      renderEditor={({ item, onDone }) => <PackForm appId={appId} pack={item} onDone={onDone} />}
      renderRow={(pack) => <PackFacts pack={pack} />}
    />
  );
}

function PackFacts({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={listStyles.name}>{pack.title}</h2>
      <p className={listStyles.meta}>
        {pack.path ?? ''}
        <span aria-hidden="true"> · </span>
        {t('packs.itemsCount', { count: pack.items.length })}
        <span aria-hidden="true"> · </span>
        {t('packs.members', { count: pack.subscriber_count })}
      </p>
    </>
  );
}

type Choice = { type: PackItemType; id: string; title: string };

function PackForm({ appId, pack, onDone }: { appId: string; pack: StudioPack | null; onDone: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const pages = useQuery(pagesListQuery(appId));
  const programs = useQuery(programsQuery(appId));
  const events = useQuery(eventsListQuery(appId));
  const [title, setTitle] = useState(pack?.title ?? '');
  const [pageId, setPageId] = useState(pack?.page_id ?? '');
  const [items, setItems] = useState<Choice[]>(pack?.items.map((i) => ({ type: i.type, id: i.id, title: i.title })) ?? []);
  const [kind, setKind] = useState<PackItemType>('page');
  const [choice, setChoice] = useState('');
  const save = useMutation({
    mutationFn: (input: PackInput) =>
      pack ? studioApi(updatePackContract, { params: { appId, packId: pack.id }, body: input }) : studioApi(createPackContract, { params: { appId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: packsKey(appId) }),
  });
  const options: Choice[] =
    kind === 'page'
      ? (pages.data?.pages ?? []).filter((p) => p.content_type !== 'pack').map((p) => ({ type: 'page', id: p.id, title: p.title }))
      : kind === 'program'
        ? (programs.data?.programs ?? []).map((p) => ({ type: 'program', id: p.id, title: p.title }))
        : (events.data?.events ?? []).map((e) => ({ type: 'event', id: e.id, title: e.title }));
  const available = options.filter((o) => !items.some((i) => i.type === o.type && i.id === o.id));
  const move = (index: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const submit = () =>
    save.mutate({ title, page_id: pageId, items: items.map(({ type, id: itemId }) => ({ type, id: itemId })) }, { onSuccess: () => onDone(t('packs.saved', { title })) });
  return (
    <InPlaceForm words="packs" label={pack ? t('packs.editNamed', { title: pack.title }) : t('packs.create')} save={save} onSubmit={submit} onDone={onDone}>
      <InPlaceField id={`${id}-title`} label={t('packs.fields.title')}>
        <input id={`${id}-title`} required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
      </InPlaceField>
      <InPlaceField id={`${id}-page`} label={t('packs.fields.page')}>
        <ContentPageSelect appId={appId} id={`${id}-page`} contentType="pack" chooseLabel={t('packs.fields.choosePage')} value={pageId} onChange={setPageId} />
      </InPlaceField>
      <fieldset className={styles.days}>
        <legend>{t('packs.fields.items')}</legend>
        {items.length === 0 ? <p>{t('packs.fields.none')}</p> : null}
        <ol className={styles.bookings}>
          {items.map((item, index) => (
            <li key={`${item.type}:${item.id}`} className={styles.date}>
              <span>
                {t(`packs.kinds.${item.type}`)}: {item.title}
              </span>
              <Button onClick={() => move(index, -1)} isUnavailable={index === 0} aria-label={t('packs.fields.up', { title: item.title })}>
                ↑
              </Button>
              <Button onClick={() => move(index, 1)} isUnavailable={index === items.length - 1} aria-label={t('packs.fields.down', { title: item.title })}>
                ↓
              </Button>
              <Button onClick={() => setItems((list) => list.filter((_, i) => i !== index))} aria-label={t('packs.fields.remove', { title: item.title })}>
                ×
              </Button>
            </li>
          ))}
        </ol>
        <div className={styles.date}>
          <InPlaceField id={`${id}-kind`} label={t('packs.fields.addType')}>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as PackItemType);
                setChoice('');
              }}
            >
              {(['page', 'program', 'event'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`packs.kinds.${k}`)}
                </option>
              ))}
            </select>
          </InPlaceField>
          <InPlaceField id={`${id}-item`} label={t('packs.fields.addItem')}>
            <select id={`${id}-item`} value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="" />
              {available.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </select>
          </InPlaceField>
          <Button
            isUnavailable={!choice}
            onClick={() => {
              const picked = available.find((o) => o.id === choice);
              if (picked) setItems((list) => [...list, picked]);
              setChoice('');
            }}
          >
            {t('packs.fields.add')}
          </Button>
        </div>
      </fieldset>
    </InPlaceForm>
  );
}
