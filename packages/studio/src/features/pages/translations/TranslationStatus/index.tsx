import { useTranslation } from 'react-i18next';
import type { StudioTranslation } from '@tessera/core/api/studio-pages';
import { Badge, type BadgeTone } from '../../../../ui/Badge';

type Status = StudioTranslation['status'] | 'defaultLanguage';

// "default" on a language other than the app's: nothing translated yet.
const TONES: Record<Status, BadgeTone> = { defaultLanguage: 'brand', default: 'neutral', draft: 'warning', published: 'success' };

/** A language's state: the app's own language, not translated yet, draft or published. */
export function TranslationStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`pages.translations.status.${status}`)}</Badge>;
}
