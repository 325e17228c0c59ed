import { lazyWithWords } from '../../app/i18n/feature-words';
import { notificationWordsModule } from './lazy';

/**
 * The notification parts of the account screens, declared beside them (in the account's chunk)
 * rather than in lazy.tsx, whose every line is in the member app's first download.
 */
export const LazyNotificationSettingsScreen = lazyWithWords(() => import('./NotificationSettingsScreen').then((module) => module.NotificationSettingsScreen), notificationWordsModule);
export const LazyInstallAppCard = lazyWithWords(() => import('../pwa/InstallAppCard').then((module) => module.InstallAppCard), notificationWordsModule);
