import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { useBotCheck } from './use-bot-check';

const loader = vi.hoisted(() => ({ startAltcha: vi.fn() }));
vi.mock('./altcha-loader', () => loader);

/** A form whose widget slot only appears later, as when its texts are still loading. */
function LateForm({ onSolved }: { onSolved: (solution: string | undefined) => void }) {
  const botCheck = useBotCheck();
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void botCheck.solve().then(onSolved)}>
        submit
      </button>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown && botCheck.slot}
    </>
  );
}

describe('useBotCheck', () => {
  it('starts the check when its slot appears, and a solve asked before waits for it', async () => {
    loader.startAltcha.mockImplementation(async () => ({
      solve: async () => 'solution',
      destroy: () => undefined,
    }));
    fakeApi({
      'GET /api/bot-check': {
        body: { provider: 'altcha', site_key: null, challenge_url: '/api/altcha/challenge' },
      },
    });
    const onSolved = vi.fn();
    render(<LateForm onSolved={onSolved} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loader.startAltcha).not.toHaveBeenCalled();
    expect(onSolved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'show' }));
    await vi.waitFor(() => expect(onSolved).toHaveBeenCalledWith('solution'));
    expect(loader.startAltcha).toHaveBeenCalledTimes(1);
  });

  it('does not render the form again when its slot mounts', () => {
    // Issue 18: a render from the slot's ref ran inside the page's first commit.
    const rendered = vi.fn();
    function Form() {
      rendered();
      return useBotCheck().slot;
    }
    render(<Form />);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('answers undefined when the shop runs without a check', async () => {
    fakeApi({});
    const onSolved = vi.fn();
    render(<LateForm onSolved={onSolved} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'show' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSolved).toHaveBeenCalledWith(undefined));
  });
});
