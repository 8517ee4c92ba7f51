import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session';
import { LanguageSwitcher } from './language-switcher';

function renderSwitcher() {
  return render(
    <MantineProvider env="test">
      <LanguageSwitcher />
    </MantineProvider>,
  );
}

describe('LanguageSwitcher', () => {
  it('opens on click and switches the language', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('it');
    renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Lingua: Italiano' }));
    const italian = await screen.findByRole('menuitem', { name: 'Italiano' });
    expect(italian).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(useSessionStore.getState().lang).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('works from the keyboard and keeps focus on the control', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The real menu took the placeholder's place, open, with focus inside it.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus(),
    );
  });
});
