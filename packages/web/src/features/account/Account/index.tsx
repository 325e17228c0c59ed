import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../../../ui/StatusScreen';
import { LazyNotificationSettingsScreen } from '../../notifications/lazy-account';
import { NotFound } from '../../../app/NotFound';
import { AccountHome } from './AccountHome';
import { DetailsScreen } from './DetailsScreen';
import { PrivacyScreen, SupportScreen } from './InfoScreens';
import { RequireMember } from './RequireMember';
import { SettingsScreen } from './SettingsScreen';
import { InvoiceScreen } from '../billing/InvoiceScreen';
import { PurchasesScreen } from '../billing/PurchasesScreen';
import { SubscriptionsScreen } from '../billing/SubscriptionsScreen';

/**
 * `/me/account/…` (SPEC §2 account): details, settings, notifications, purchases, subscriptions,
 * an invoice, support, privacy and terms. One lazy chunk; a guest is asked to sign in instead.
 */
export function AccountScreens() {
  return (
    <RequireMember>
      <Routes>
        <Route index element={<AccountHome />} />
        <Route path="details" element={<DetailsScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route
          path="notifications"
          element={
            <Suspense fallback={<PageLoading />}>
              <LazyNotificationSettingsScreen />
            </Suspense>
          }
        />
        <Route path="purchases" element={<PurchasesScreen />} />
        <Route path="subscriptions" element={<SubscriptionsScreen />} />
        <Route path="invoices/:id" element={<InvoiceScreen />} />
        <Route path="support" element={<SupportScreen />} />
        <Route path="privacy" element={<PrivacyScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RequireMember>
  );
}
