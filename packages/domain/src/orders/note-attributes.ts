import type { NoteAttribute } from './orders';

// The checkout's note attributes without the orders' schemas (decision 058).

/** Names of the checkout note attributes (spec 1 §7). */
export const NOTE_INVOICE = 'invoice';
export const NOTE_FISCAL_CODE = 'fiscal_code';

/** The note attributes of a checkout: invoice requested, and the fiscal code of an Italian resident. */
export function buildNoteAttributes(input: {
  invoice: boolean;
  italianResident: boolean;
  fiscalCode?: string;
}): NoteAttribute[] {
  const notes: NoteAttribute[] = [{ name: NOTE_INVOICE, value: input.invoice ? 'yes' : 'no' }];
  if (input.italianResident && input.fiscalCode) {
    notes.push({ name: NOTE_FISCAL_CODE, value: input.fiscalCode.trim().toUpperCase() });
  }
  return notes;
}
