import { useTranslation } from 'react-i18next';
import { AppScreen } from '../../app/AppScreen';
import { ThemeEditor } from './ThemeEditor';

/** The theme of one app: loads it, then hands it to the editor (which keeps its own draft). */
export function ThemeScreen() {
  const { t } = useTranslation();
  return (
    <AppScreen title={t('theme.title')} loading={t('theme.loading')} loadError={t('theme.loadError')}>
      {(app) => <ThemeEditor app={app} />}
    </AppScreen>
  );
}
