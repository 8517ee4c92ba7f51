/**
 * Leaves the app for the designer's address (a server page, spec 2 §7 "Designer
 * redirect"). A module of its own so tests can see where it goes without navigating.
 */
export function openDesignerPage(path: string): void {
  window.location.assign(path);
}
