import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AreaWords } from '../../app/AreaWords';
import { NotFoundScreen } from '../../app/NotFoundScreen';
import { ScreenLoading } from '../../app/ScreenLoading';
import { CommerceLayout } from './CommerceLayout';
import { CouponsScreen } from './coupons/CouponsScreen';
import { OrderBumpsScreen } from './order-bumps/OrderBumpsScreen';
import { OrdersScreen } from './orders/OrdersScreen';
import { PaymentSettingsScreen } from './payments/PaymentSettingsScreen';
import { ProductEditorScreen } from './products/ProductEditorScreen';
import { ProductsScreen } from './products/ProductsScreen';
import { SubscriptionsScreen } from './subscriptions/SubscriptionsScreen';

// The chart library is only fetched when the owner opens the revenue screen.
const RevenueScreen = lazy(() =>
  import('./revenue/RevenueScreen').then((module) => ({ default: module.RevenueScreen })),
);

/**
 * `/apps/:appId/commerce/*`: the app's products, coupons, order bumps, orders, subscriptions,
 * revenue and payment settings. The whole section, its words included, is one chunk the studio
 * loads when it is opened.
 */
export function CommerceRoutes() {
  return (
    <AreaWords area="commerce">
      <Routes>
        <Route element={<CommerceLayout />}>
          <Route index element={<Navigate to="products" replace />} />
          <Route path="products" element={<ProductsScreen />} />
          <Route path="products/new" element={<ProductEditorScreen />} />
          <Route path="products/:productId" element={<ProductEditorScreen />} />
          <Route path="coupons" element={<CouponsScreen />} />
          <Route path="order-bumps" element={<OrderBumpsScreen />} />
          <Route path="orders" element={<OrdersScreen />} />
          <Route path="subscriptions" element={<SubscriptionsScreen />} />
          <Route
            path="revenue"
            element={
              <Suspense fallback={<ScreenLoading />}>
                <RevenueScreen />
              </Suspense>
            }
          />
          <Route path="payments" element={<PaymentSettingsScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </AreaWords>
  );
}
