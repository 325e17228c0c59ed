import { AppsScreen } from '../../features/apps/AppsScreen';
import { useOwner } from '../session';
import { SignInScreen } from '../../features/sign-in/SignInScreen';

/** Layout only renders its outlet once the owner is known, so undefined never reaches here. */
export function HomeRoute() {
  const owner = useOwner();
  return owner ? <AppsScreen /> : <SignInScreen />;
}
