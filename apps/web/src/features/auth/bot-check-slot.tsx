export interface BotCheckSlotProps {
  /** Which action the check guards (spec 1 §2: one for sign-in, one for guest start). */
  purpose: 'sign-in' | 'guest-start';
}

/**
 * Where the invisible bot check (ALTCHA by default, ARCHITECTURE.md) goes for each login
 * action. Deliberately empty: the widget and its verify/expire handling arrive with their
 * own issue; until then nothing here pretends to check anything.
 */
export function BotCheckSlot(_props: BotCheckSlotProps) {
  return null;
}
