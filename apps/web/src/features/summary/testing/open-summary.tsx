import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../shared/session';
import { fakeApi, signedInRoutes, type FakeResponse, type Handler } from '../../../test/fake-api';
import { findPageHeading, renderApp } from '../../../test/render-app';
import { fakeSummaryServer, type SummaryServerSetup } from './fake-summary-server';

export const GUEST = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

/** Opens /preview?view=1 for album a1 as a guest, behind the fake summary server. */
export async function openSummary(
  setup: SummaryServerSetup = {},
  routes: Record<string, FakeResponse | Handler> = {},
  lang: 'en' | 'it' = 'en',
) {
  const server = fakeSummaryServer(setup);
  useSessionStore.setState({
    lang,
    albumId: 'a1',
    albumTitle: 'Blue Hours',
    albumProgress: 'preview',
    albumFormat: '12',
    albumQuantity: 1,
    vinylsId: ['v1'],
    albumOptions: server.options,
  });
  const api = fakeApi({ ...signedInRoutes(GUEST, 1), ...server.routes, ...routes });
  const view = renderApp('/preview?view=1');
  await findPageHeading(lang === 'en' ? 'Summary' : 'Riepilogo');
  await screen.findByRole('textbox', { name: lang === 'en' ? /Quantity/ : /Quantità/ });
  return { ...view, server, api, user: userEvent.setup() };
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** The value next to a label in the price panel. */
export function priceOf(label: string | RegExp): string | null | undefined {
  const panel = screen.getByRole('group', { name: 'Price' });
  return within(panel).getByText(label).nextElementSibling?.textContent;
}

/** Ticks the terms and answers the residency question. */
export async function consent(user: ReturnType<typeof userEvent.setup>, resident = false) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(
    screen.getByRole('radio', { name: resident ? 'Yes, I am resident in Italy' : 'No' }),
  );
}

export async function setQuantity(user: ReturnType<typeof userEvent.setup>, copies: string) {
  const input = screen.getByRole('textbox', { name: /Quantity/ });
  await user.clear(input);
  await user.type(input, copies);
}
