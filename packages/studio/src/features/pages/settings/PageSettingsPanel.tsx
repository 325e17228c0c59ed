import type { PageDraft } from '@tessera/core/api/studio-pages';
import { PageAccessSection } from './sections/PageAccessSection';
import { ActionsSection } from './sections/ActionsSection';
import { AttributesSection } from './sections/AttributesSection';
import { ColoursSection } from './sections/ColoursSection';
import { DisplaySection } from './sections/DisplaySection';
import { GeneralSection } from './sections/GeneralSection';
import { SchedulesSection } from './sections/SchedulesSection';
import { SharingSection } from './sections/SharingSection';
import styles from './PageSettingsPanel.module.css';

type Props = {
  draft: PageDraft;
  /** Called with the fields that changed (a nested object such as `access` whole); never with a value its schema refuses. */
  onChange: (patch: Partial<PageDraft>) => void;
  appId: string;
};

/**
 * Everything about a page except its blocks, for the editor's Settings tab: general fields,
 * access, schedules, page actions, display flags, colours, sharing and attributes. It keeps no
 * copy of the draft: the editor owns it, saves it and feeds it back.
 */
export function PageSettingsPanel({ draft, onChange, appId }: Props) {
  return (
    <div className={styles.panel}>
      <GeneralSection draft={draft} onChange={onChange} appId={appId} />
      <PageAccessSection draft={draft} onChange={onChange} appId={appId} />
      <SchedulesSection draft={draft} onChange={onChange} />
      <ActionsSection draft={draft} onChange={onChange} />
      <DisplaySection draft={draft} onChange={onChange} />
      <ColoursSection draft={draft} onChange={onChange} appId={appId} />
      <SharingSection draft={draft} onChange={onChange} appId={appId} />
      <AttributesSection draft={draft} onChange={onChange} />
    </div>
  );
}
