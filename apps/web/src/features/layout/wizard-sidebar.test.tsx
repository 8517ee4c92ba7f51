import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session';
import { fakeApi, signedInRoutes } from '../../test/fake-api';
import { findPageHeading, renderApp } from '../../test/render-app';

const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';

async function sidebar() {
  return screen.findByRole('navigation', { name: 'Create album' });
}

describe('"Create album" sidebar (spec 1 §2, spec 2 §2)', () => {
  it('enables the steps up to the album progress and marks the visited ones', async () => {
    useSessionStore.setState({ albumId: 'a1', albumProgress: 'options', albumTitle: 'Blue' });
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/tracks-uploader');
    await findPageHeading('Upload your audio files');
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Title, completed' })).toHaveAttribute(
      'href',
      '/texts',
    );
    const tracks = within(nav).getByRole('link', { name: 'Tracks, completed' });
    expect(tracks).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('link', { name: 'Options' })).toHaveAttribute(
      'href',
      '/disc-options',
    );
    for (const locked of ['Graphics', 'Preview']) {
      expect(within(nav).queryByRole('link', { name: new RegExp(locked) })).toBeNull();
      expect(within(nav).getByText(locked).closest('[aria-disabled="true"]')).not.toBeNull();
    }
    expect(within(nav).getByRole('button', { name: 'Summary' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Exit' })).toBeInTheDocument();
  });

  it('disables every step and hides the summary button on the dashboard', async () => {
    useSessionStore.setState({ albumId: 'a1', albumProgress: 'preview' });
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/dashboard');
    await findPageHeading('Create your new vinyl');
    const nav = await sidebar();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).queryByRole('button', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('shows no summary button on the title step', async () => {
    useSessionStore.setState({ lang: 'en', albumId: 'a1', albumProgress: 'texts' });
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/texts');
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Title' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(nav).queryByRole('button', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('the summary button folds and unfolds the floating summary', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({
      albumId: 'a1',
      albumProgress: 'preview',
      albumTitle: 'Blue Hours',
      albumFormat: '12',
      albumRpm: { value: 33 },
    });
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/preview');
    const summary = await screen.findByRole('complementary', { name: 'Your album' });
    expect(within(summary).getByText('Blue Hours')).toBeInTheDocument();
    const toggle = within(await sidebar()).getByRole('button', { name: 'Summary' });
    // Open from the start on a wide screen.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(summary).getByText('12″')).toBeVisible();
    expect(within(summary).getByText('33 rpm')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary).queryByText('12″')).toBeNull();
    await user.click(toggle);
    expect(within(summary).getByText('12″')).toBeVisible();
  });

  it('Exit asks before leaving: continue stays, Go to Dashboard leaves', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ albumId: 'a1', albumProgress: 'tracks' });
    fakeApi(signedInRoutes(guestName, 1));
    const { router } = renderApp('/tracks-uploader');
    const exit = within(await sidebar()).getByRole('button', { name: 'Exit' });
    // The dialog mounts on the first click (decision 060), then opens and closes as before.
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    await user.click(exit);
    const dialog = await screen.findByRole('dialog', { name: 'Exit project?' });
    expect(dialog).toHaveTextContent('Your album project is automatically saved');
    await user.click(within(dialog).getByRole('button', { name: 'Continue the project' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tracks-uploader');
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(exit).toHaveFocus());

    await user.click(within(await sidebar()).getByRole('button', { name: 'Exit' }));
    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }));
    expect(await findPageHeading('Create your new vinyl')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('is not shown on pages outside the album flow', async () => {
    fakeApi(signedInRoutes(guestName, 1));
    renderApp('/credits');
    await findPageHeading('Credits');
    expect(screen.queryByRole('navigation', { name: 'Create album' })).not.toBeInTheDocument();
  });
});
