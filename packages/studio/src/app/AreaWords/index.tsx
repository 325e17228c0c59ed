import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { useAreaWords, type LazyArea } from '../i18n/area-words';
import { ScreenLoading } from '../ScreenLoading';

type Props = { area: LazyArea; children: ReactNode; fallback?: ReactNode };

/** Shows its children once an area's words are loaded (area-words.ts); until then the loading screen, or a retry if they could not be fetched. */
export function AreaWords({ area, children, fallback }: Props) {
  const { t } = useTranslation();
  const words = useAreaWords(area);
  if (words.status === 'ready') return children;
  if (words.status === 'failed') {
    return <StateMessage tone="error" title={t('errors.generic')} action={<Button onClick={words.retry}>{t('common.retry')}</Button>} />;
  }
  return fallback ?? <ScreenLoading />;
}
