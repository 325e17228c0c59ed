import { useTranslation } from 'react-i18next';
import { AppScreen } from '../../app/AppScreen';
import { SettingsForm } from './SettingsForm';

/** Settings of one app: loads it, then hands it to the form (which keeps its own draft). */
export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <AppScreen title={t('settings.title')} loading={t('settings.loading')} loadError={t('settings.loadError')}>
      {(app) => <SettingsForm app={app} />}
    </AppScreen>
  );
}
