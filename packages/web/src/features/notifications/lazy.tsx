import { lazyWithWords } from '../../app/i18n/feature-words';

/** The notification words, loaded beside each lazy part (words.ts itself is not in the first download). */
export const notificationWordsModule = () => import('./words').then((module) => module.notificationWords);

/**
 * The notification features as the shell and the routes load them: each its own chunk, with the
 * notification words (features/notifications/words) loaded beside it, none in the first download.
 */
export const LazyNotificationBell = lazyWithWords(() => import('./NotificationBell').then((module) => module.NotificationBell), notificationWordsModule);
export const LazyPushPrompt = lazyWithWords(() => import('./PushPrompt').then((module) => module.PushPrompt), notificationWordsModule);
export const LazyNotificationCentreScreen = lazyWithWords(() => import('./NotificationCentre').then((module) => module.NotificationCentreScreen), notificationWordsModule);
export const LazyUnsubscribeScreen = lazyWithWords(() => import('./UnsubscribeScreen').then((module) => module.UnsubscribeScreen), notificationWordsModule);
