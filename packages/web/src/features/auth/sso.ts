/** SPEC §1 login types that sign in through another company's account. */
export type SsoProvider = 'google' | 'apple';

type NativeBridge = {
  /** Runs the provider's own sign-in on the device and answers its ID token (a JWT), or null. */
  signInWith?: (provider: SsoProvider) => Promise<string | null | undefined>;
};

/**
 * An ID token from the native shell, if it offers sign-in with this provider. In the browser the
 * providers' JavaScript SDKs are not loaded (the CSP allows scripts from this origin only), so a
 * web visitor gets null and the app says the provider is not set up here.
 */
export async function idTokenFromNative(provider: SsoProvider, win: Window = window): Promise<string | null> {
  const bridge = (win as Window & { TesseraNative?: NativeBridge }).TesseraNative;
  if (typeof bridge?.signInWith !== 'function') return null;
  const token = await bridge.signInWith(provider);
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** The providers an app switched on, in the order they are offered. */
export function enabledProviders(access: { sso_google_enabled: boolean; sso_apple_enabled: boolean }): SsoProvider[] {
  const providers: SsoProvider[] = [];
  if (access.sso_google_enabled) providers.push('google');
  if (access.sso_apple_enabled) providers.push('apple');
  return providers;
}
