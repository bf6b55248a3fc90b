/** Full-page navigation away from the app (Google sign-in at the gateway). A module of its own so tests can replace it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
