/** Leaves the shop for the payment page (its own module so tests can stand in for it). */
export function goToPayment(invoiceUrl: string): void {
  window.location.assign(invoiceUrl);
}
