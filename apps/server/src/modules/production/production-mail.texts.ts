import type { OrderStatus } from '@vinyl/domain';
import type { Locale } from '../../i18n/messages';

/** What a move's mail may tell, besides the order. */
export interface MoveFacts {
  part?: string | undefined;
  message?: string | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}

export interface MoveTexts {
  subject: (title: string) => string;
  /** The paragraphs of the mail, in order. */
  body: (facts: MoveFacts) => string[];
  /** The label of the link to My orders, when the mail has one. */
  action: string | null;
}

type MovedStatus = Exclude<OrderStatus, 'standby' | 'pending' | 'paid'>;

/**
 * The customer's mail for each move the plant makes (issue 17), in English and Italian:
 * what happened, what the customer must do (an artwork problem: which part and why), and
 * what they may keep (a shipment's carrier and tracking number, a refund's reason).
 */
export const MOVE_TEXTS: Record<MovedStatus, Record<Locale, MoveTexts>> = {
  artwork_approved: {
    en: {
      subject: (title) => `Your artwork is approved: “${title}”`,
      body: () => ['We checked your artwork: it is approved and ready for pressing.'],
      action: 'Follow your order',
    },
    it: {
      subject: (title) => `La tua grafica è approvata: “${title}”`,
      body: () => ['Abbiamo controllato la tua grafica: è approvata e pronta per la stampa.'],
      action: 'Segui il tuo ordine',
    },
  },
  artwork_problem: {
    en: {
      subject: (title) => `There is a problem with your artwork: “${title}”`,
      body: ({ part, message }) => [
        `There is a problem with your artwork (${part ?? 'a part'}): ${message ?? ''}`,
        `Please fix the ${part ?? 'part'} here: upload a new file for it from your order. The rest of the album stays as it is.`,
      ],
      action: 'Fix the artwork',
    },
    it: {
      subject: (title) => `C’è un problema con la tua grafica: “${title}”`,
      body: ({ part, message }) => [
        `C’è un problema con la tua grafica (${part ?? 'una parte'}): ${message ?? ''}`,
        `Correggi ${part ?? 'la parte'} qui: carica un nuovo file dal tuo ordine. Il resto dell’album resta com’è.`,
      ],
      action: 'Correggi la grafica',
    },
  },
  test_pressing: {
    en: {
      subject: (title) => `Your test pressing is being made: “${title}”`,
      body: () => ['We are making a test pressing of your record before the full run.'],
      action: 'Follow your order',
    },
    it: {
      subject: (title) => `Stiamo facendo il tuo test pressing: “${title}”`,
      body: () => ['Stiamo stampando un test pressing del tuo disco prima della tiratura.'],
      action: 'Segui il tuo ordine',
    },
  },
  pressing: {
    en: {
      subject: (title) => `Your records are being pressed: “${title}”`,
      body: () => ['Your records are being pressed.'],
      action: 'Follow your order',
    },
    it: {
      subject: (title) => `I tuoi dischi sono in stampa: “${title}”`,
      body: () => ['I tuoi dischi sono in stampa.'],
      action: 'Segui il tuo ordine',
    },
  },
  packed: {
    en: {
      subject: (title) => `Your records are packed: “${title}”`,
      body: () => ['Your records are pressed and packed: they leave with the next shipment.'],
      action: 'Follow your order',
    },
    it: {
      subject: (title) => `I tuoi dischi sono imballati: “${title}”`,
      body: () => ['I tuoi dischi sono stampati e imballati: partono con la prossima spedizione.'],
      action: 'Segui il tuo ordine',
    },
  },
  shipped: {
    en: {
      subject: (title) => `Your records are on their way: “${title}”`,
      body: ({ carrier, trackingNumber }) => [
        `Your records are shipped with ${carrier ?? ''}, tracking ${trackingNumber ?? ''}.`,
      ],
      action: 'Follow your order',
    },
    it: {
      subject: (title) => `I tuoi dischi sono in viaggio: “${title}”`,
      body: ({ carrier, trackingNumber }) => [
        `I tuoi dischi sono spediti con ${carrier ?? ''}, tracking ${trackingNumber ?? ''}.`,
      ],
      action: 'Segui il tuo ordine',
    },
  },
  delivered: {
    en: {
      subject: (title) => `Your records are delivered: “${title}”`,
      body: () => ['Your records are delivered. Thank you for pressing with us: enjoy them!'],
      action: null,
    },
    it: {
      subject: (title) => `I tuoi dischi sono stati consegnati: “${title}”`,
      body: () => ['I tuoi dischi sono stati consegnati. Grazie per aver stampato con noi!'],
      action: null,
    },
  },
  cancelled: {
    en: {
      subject: (title) => `Your order is cancelled: “${title}”`,
      body: ({ reason }) => [`Your order is cancelled: ${reason ?? ''}`],
      action: 'See my orders',
    },
    it: {
      subject: (title) => `Il tuo ordine è annullato: “${title}”`,
      body: ({ reason }) => [`Il tuo ordine è annullato: ${reason ?? ''}`],
      action: 'Vedi i miei ordini',
    },
  },
  refunded: {
    en: {
      subject: (title) => `Your order is refunded: “${title}”`,
      body: ({ reason }) => [`Your order is refunded: ${reason ?? ''}`],
      action: 'See my orders',
    },
    it: {
      subject: (title) => `Il tuo ordine è rimborsato: “${title}”`,
      body: ({ reason }) => [`Il tuo ordine è rimborsato: ${reason ?? ''}`],
      action: 'Vedi i miei ordini',
    },
  },
};

const KIND_NAMES: Record<string, Record<Locale, string>> = {
  cover_print: { en: 'cover', it: 'copertina' },
  vinyl_print: { en: 'picture disc', it: 'picture disc' },
  label_print: { en: 'label', it: 'etichetta' },
  sleeve_print: { en: 'inner sleeve', it: 'busta interna' },
};

const TYPE_NAMES: Record<string, Record<Locale, string>> = {
  external: { en: 'outside', it: 'esterno' },
  internal: { en: 'inside', it: 'interno' },
  front_disc1: { en: 'side A', it: 'lato A' },
  back_disc1: { en: 'side B', it: 'lato B' },
  front_disc2: { en: 'side C', it: 'lato C' },
  back_disc2: { en: 'side D', it: 'lato D' },
  disc1: { en: 'disc 1', it: 'disco 1' },
  disc2: { en: 'disc 2', it: 'disco 2' },
};

/** A printed part as a customer names it: "cover (outside)", "etichetta (lato B)". */
export function partName(kind: string, type: string, locale: Locale): string {
  const name = KIND_NAMES[kind]?.[locale] ?? kind;
  const side = TYPE_NAMES[type]?.[locale] ?? type;
  return `${name} (${side})`;
}
