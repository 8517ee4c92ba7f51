import { buildNoteAttributes, checkFiscalCode, type NoteAttribute } from '@vinyl/domain';
import { UnprocessableError } from '../../http/errors';

const MAX_NOTE_ATTRIBUTES = 10;

/**
 * The buyer's notes, bounded; a fiscal code among them must be a valid one (spec 1 §5).
 * What is stored is rebuilt: invoice requested as the billing says, and the fiscal code when
 * the buyer gave one (an Italian resident); other notes are not kept.
 */
export function orderNotes(notes: readonly NoteAttribute[], invoice: boolean): NoteAttribute[] {
  const checked = checkNotes(notes);
  const fiscalCode = checked.find((note) => /fiscal/i.test(note.name))?.value;
  return buildNoteAttributes({
    invoice,
    italianResident: fiscalCode !== undefined,
    ...(fiscalCode !== undefined && { fiscalCode }),
  });
}

function checkNotes(notes: readonly NoteAttribute[]): NoteAttribute[] {
  if (notes.length > MAX_NOTE_ATTRIBUTES) {
    throw new UnprocessableError('too_many_notes', 'Too many note attributes');
  }
  return notes.map(({ name, value }) => {
    if (name.length > 100 || value.length > 500) {
      throw new UnprocessableError('note_too_long', 'A note attribute is too long', name);
    }
    if (/fiscal/i.test(name) && checkFiscalCode(value) !== 'valid') {
      throw new UnprocessableError('invalid_fiscal_code', 'Invalid fiscal code');
    }
    return { name, value: /fiscal/i.test(name) ? value.trim().toUpperCase() : value };
  });
}
