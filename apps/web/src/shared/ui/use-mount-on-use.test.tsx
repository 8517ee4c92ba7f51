import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartMenu } from '../../features/layout/cart-menu';
import { UserMenu } from '../../features/layout/user-menu';
import { i18n } from '../i18n/i18n';
import type { SessionUser } from '../session';
import { NotificationsHost } from './notifications-host';
import { StateBadge } from './state-badge';
import { useMountOnUse } from './use-mount-on-use';

const guest = {
  id: 'u1',
  username: 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e',
  email: null,
  name: null,
} as unknown as SessionUser;

/**
 * In a router (the menu's links) with a query client (the cart's panel). `browser`: Mantine as
 * in the browser, portals and transitions on; otherwise as the component tests run it.
 */
function renderInShop(children: ReactNode, browser = false) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env={browser ? 'default' : 'test'}>
        <MemoryRouter>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('overlays mount on first use (issue 18, decision 060)', () => {
  it("the top bar's menus and a state badge mount in one commit, with nothing rendered again", async () => {
    await i18n.changeLanguage('en');
    const phases: string[] = [];
    renderInShop(
      <Profiler id="chrome" onRender={(_id, phase) => phases.push(phase)}>
        <CartMenu />
        <UserMenu user={guest} isAnonymous />
        <StateBadge kind="album" state="inProgress" />
      </Profiler>,
      true,
    );
    await settle();
    // Mounted closed, Mantine's Popover, Menu and Tooltip each set state from their layout
    // effects and refs: React rendered again inside the mount's commit.
    expect(phases).toEqual(['mount']);
    expect(screen.getByRole('button', { name: 'Guest user' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('the user menu opens from the keyboard and gives focus back to its button', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderInShop(<UserMenu user={guest} isAnonymous />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Guest user' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Sign in');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guest user' })).toHaveFocus());
    // Mounted now: it opens and closes as Mantine's menu from then on.
    await user.click(screen.getByRole('button', { name: 'Guest user' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('the cart opens on its first click', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderInShop(<CartMenu />);
    const button = screen.getByRole('button', { name: /cart/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /cart/i })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
  });

  it('a state badge shows its explanation when focused, and keeps the focus', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderInShop(<StateBadge kind="album" state="inProgress" />);
    await user.tab();
    const badge = document.querySelector('[data-state="inProgress"]');
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-state="inProgress"]')).toHaveFocus());
    expect(badge).not.toBeNull();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('a tapped badge shows its explanation although the finger lifted before its code arrived', async () => {
    await i18n.changeLanguage('en');
    renderInShop(<StateBadge kind="album" state="ordered" />);
    const badge = document.querySelector('[data-state="ordered"]') as HTMLElement;
    // A tap: the pointer leaves as the finger lifts, before the tooltip's chunk is here.
    fireEvent.touchStart(badge);
    fireEvent.pointerOut(badge, { pointerType: 'touch' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/./);
  });

  it('a menu whose code arrives after the visitor moved on mounts closed and leaves the focus alone', async () => {
    await i18n.changeLanguage('en');
    renderInShop(
      <>
        <UserMenu user={guest} isAnonymous />
        <button type="button">Elsewhere</button>
      </>,
    );
    const look = screen.getByRole('button', { name: 'Guest user' });
    look.focus();
    // In one go, before the menu's code (a chunk of its own, decision 061) has arrived.
    fireEvent.click(look);
    fireEvent.keyDown(look, { key: 'Tab' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await settle();
    expect(screen.getByRole('button', { name: 'Guest user' })).not.toBe(look);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('a part whose code cannot load says so, and the next use asks again', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    let asked = 0;
    const load = () => {
      asked += 1;
      return Promise.reject(new Error('chunk gone'));
    };
    function Part() {
      const { target, used, mount } = useMountOnUse<HTMLButtonElement>(load);
      return (
        <button type="button" ref={target} onClick={() => mount()}>
          {used ? 'Mounted' : 'Open'}
        </button>
      );
    }
    renderInShop(
      <>
        <NotificationsHost />
        <Part />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText(
        'This part of the page could not be loaded. Reload the page to try again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(asked).toBe(2));
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });

  it('a badge left before its tooltip has loaded does not open it; pointed at again, it does', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderInShop(<StateBadge kind="album" state="inProgress" />);
    const badge = document.querySelector('[data-state="inProgress"]') as HTMLElement;
    // In one go, before the tooltip's code (a chunk of its own, decision 061) has arrived.
    fireEvent.pointerOver(badge);
    fireEvent.pointerOut(badge);
    await settle();
    // Mounted closed: it would otherwise stay open with nothing pointing at it.
    expect(document.querySelector('[data-state="inProgress"]')).not.toBe(badge);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(document.querySelector('[data-state="inProgress"]') as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/./);
  });
});
