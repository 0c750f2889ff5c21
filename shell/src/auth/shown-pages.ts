/**
 * Whether this page load has already shown a page. A sign-in route reached by an in-app link shows the login
 * dialog over the shop (spec §4); opened directly, there is nothing to show it over, so the visitor goes to the
 * login page instead, with the path remembered.
 */
let shown = false;

export function notePageShown(): void {
  shown = true;
}

export function hasShownPage(): boolean {
  return shown;
}
