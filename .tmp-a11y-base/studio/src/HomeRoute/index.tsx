import { AppsScreen } from '../AppsScreen';
import { useOwner } from '../lib/session';
import { SignInScreen } from '../SignInScreen';

/** Layout only renders its outlet once the owner is known, so undefined never reaches here. */
export function HomeRoute() {
  const owner = useOwner();
  return owner ? <AppsScreen /> : <SignInScreen />;
}
