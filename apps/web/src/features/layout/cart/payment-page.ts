/**
 * Leaves the shop for the payment provider's page (spec 1 §7: the checkout answer's
 * invoice_url). A module of its own so tests can see where it goes without navigating.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
