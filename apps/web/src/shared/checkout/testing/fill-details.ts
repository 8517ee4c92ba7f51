import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { BUYER } from './checkout-routes';

type User = ReturnType<typeof userEvent.setup>;

/** Puts a whole value in a field at once (a keystroke each re-renders the form). */
export async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills the buyer's details form (in the open dialog) with `BUYER`, shipping to `country`. */
export async function fillBuyerDetails(user: User, country = 'IT') {
  const dialog = within(await screen.findByRole('dialog'));
  const field = (name: RegExp) => dialog.findByRole('textbox', { name });
  await paste(user, await field(/^E-mail/), BUYER.email);
  await paste(user, await field(/^Full name/), BUYER.name);
  await paste(user, await field(/^Address/), BUYER.address);
  await paste(user, await field(/^City/), BUYER.city);
  await paste(user, await field(/^Postal code/), BUYER.postalCode);
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Country/ }), country);
  return dialog;
}
