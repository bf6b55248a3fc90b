import type { BrowserContext } from 'playwright-core';
import { appDescription } from './description';

/** The cookie on the local OpenID provider's origin that says which Google account that browser is signed in to. */
export const GOOGLE_ACCOUNT_COOKIE = 'rollcall-e2e-google-account';

/**
 * Signs this browser in to the stand-in Google as `email`: the provider answers this browser's sign-ins with
 * that account, whatever other browsers (other suites, running at the same time) chose.
 */
export async function useGoogleAccount(context: BrowserContext, email: string): Promise<void> {
  await context.addCookies([
    { name: GOOGLE_ACCOUNT_COOKIE, value: encodeURIComponent(email), url: appDescription().oauthIssuer },
  ]);
}
