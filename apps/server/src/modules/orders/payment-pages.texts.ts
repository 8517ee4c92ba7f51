import type { Locale } from '../../i18n/messages';

/**
 * The words of the payment link's page and the test payment page (issue 13, issue 14 item
 * 18), in the buyer's language.
 */
export const PAYMENT_TEXTS = {
  en: {
    orderNumber: 'Order no.',
    payTitle: 'Complete your payment',
    payIntro: 'Check your order, then pay securely.',
    albums: 'What you pay for',
    copies: (n: number) => (n === 1 ? '1 copy' : `${n} copies`),
    records: 'Records',
    shipping: 'Shipping',
    total: 'Total',
    vatIncluded: (rate: number) => `Prices include VAT (${rate}%)`,
    vatExcluded: (rate: number) => `Prices do not include VAT (${rate}%)`,
    plantNote: 'Note from the plant',
    pay: (amount: string) => `Pay ${amount}`,
    onStripe: 'You pay on Stripe’s secure page; we never see your card.',
    onTest: 'This shop takes test payments only: nothing is charged.',
    paidTitle: 'This order is paid',
    paidBody: 'Thank you! We received your payment: your records go into production.',
    thanksTitle: 'Thank you!',
    processingTitle: 'Your payment is being confirmed',
    processingBody:
      'The payment service has not confirmed it to us yet. Reload this page in a minute.',
    standbyTitle: 'This order is waiting for its final price',
    standbyBody: 'We will send you a payment link as soon as the price is set.',
    unavailableTitle: 'This order cannot be paid online',
    unavailableBody: 'Please contact us: we will help you complete it.',
    invalidTitle: 'This payment link is not valid',
    invalidBody:
      'Open the whole link from your mail (some mail programs cut long links), or pay from My orders.',
    expiredTitle: 'This payment link has expired',
    expiredBody: (days: number) =>
      `Payment links work for ${days} days. Pay from My orders, or reply to the order mail for a new link.`,
    quoteExpiredTitle: 'This offer has expired',
    quoteExpiredBody: (day: string) =>
      `The price we offered for this order was valid until ${day}. Contact the plant for a new quote: reply to our mail and we will send you a fresh payment link.`,
    quoteExpiredWrite: 'Or write to',
    discount: 'Discount',
    quoteValidUntil: (day: string) => `This offer is valid until ${day}.`,
    myOrders: 'My orders',
    backToShop: 'Back to the shop',
    testTitle: 'Test payment',
    nothingCharged: 'Nothing is charged',
    testExplained:
      'This is the shop’s test payment page: no card is asked for and no money moves. Pay marks the order paid as a real payment would.',
    testPay: 'Pay',
    testCancel: 'Cancel',
    amount: 'Amount',
    order: 'Order',
    nothingToPay: 'There is nothing to pay for this order.',
  },
  it: {
    orderNumber: 'Ordine n.',
    payTitle: 'Completa il pagamento',
    payIntro: 'Controlla il tuo ordine, poi paga in modo sicuro.',
    albums: 'Cosa stai pagando',
    copies: (n: number) => (n === 1 ? '1 copia' : `${n} copie`),
    records: 'Dischi',
    shipping: 'Spedizione',
    total: 'Totale',
    vatIncluded: (rate: number) => `Prezzi IVA inclusa (${rate}%)`,
    vatExcluded: (rate: number) => `Prezzi IVA esclusa (${rate}%)`,
    plantNote: 'Nota dello stabilimento',
    pay: (amount: string) => `Paga ${amount}`,
    onStripe: 'Paghi sulla pagina sicura di Stripe: non vediamo mai la tua carta.',
    onTest: 'Questo negozio accetta solo pagamenti di prova: nessun addebito.',
    paidTitle: 'Questo ordine è pagato',
    paidBody: 'Grazie! Abbiamo ricevuto il tuo pagamento: i tuoi dischi entrano in produzione.',
    thanksTitle: 'Grazie!',
    processingTitle: 'Stiamo confermando il pagamento',
    processingBody:
      'Il servizio di pagamento non ce l’ha ancora confermato. Ricarica questa pagina tra un minuto.',
    standbyTitle: 'Questo ordine attende il prezzo finale',
    standbyBody: 'Ti invieremo il link di pagamento appena il prezzo sarà stabilito.',
    unavailableTitle: 'Questo ordine non si può pagare online',
    unavailableBody: 'Contattaci: ti aiuteremo a completarlo.',
    invalidTitle: 'Questo link di pagamento non è valido',
    invalidBody:
      'Apri il link completo dalla tua email (alcuni programmi tagliano i link lunghi), oppure paga da I miei ordini.',
    expiredTitle: 'Questo link di pagamento è scaduto',
    expiredBody: (days: number) =>
      `I link di pagamento valgono ${days} giorni. Paga da I miei ordini, oppure rispondi all’email dell’ordine per un nuovo link.`,
    quoteExpiredTitle: 'Questa offerta è scaduta',
    quoteExpiredBody: (day: string) =>
      `Il prezzo che ti abbiamo proposto per questo ordine era valido fino al ${day}. Contatta lo stabilimento per una nuova offerta: rispondi alla nostra email e ti invieremo un nuovo link di pagamento.`,
    quoteExpiredWrite: 'Oppure scrivi a',
    discount: 'Sconto',
    quoteValidUntil: (day: string) => `Questa offerta è valida fino al ${day}.`,
    myOrders: 'I miei ordini',
    backToShop: 'Torna al negozio',
    testTitle: 'Pagamento di prova',
    nothingCharged: 'Nessun addebito',
    testExplained:
      'Questa è la pagina di pagamento di prova del negozio: nessuna carta richiesta, nessun movimento di denaro. Paga segna l’ordine come pagato, come farebbe un pagamento vero.',
    testPay: 'Paga',
    testCancel: 'Annulla',
    amount: 'Importo',
    order: 'Ordine',
    nothingToPay: 'Non c’è nulla da pagare per questo ordine.',
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type PaymentTexts = (typeof PAYMENT_TEXTS)[Locale];
