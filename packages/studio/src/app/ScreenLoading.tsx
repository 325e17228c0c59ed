import { useTranslation } from 'react-i18next';
import { StateMessage } from '../ui/StateMessage';

/** While a screen's code is still on its way (lazy routes). */
export function ScreenLoading() {
  const { t } = useTranslation();
  return <StateMessage tone="waiting" title={t('appShell.loadingScreen')} />;
}
