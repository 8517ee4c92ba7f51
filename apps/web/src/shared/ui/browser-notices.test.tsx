import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IosNotice } from './ios-notice';
import { UnsupportedBrowserWarning } from './unsupported-browser-warning';

const OLD_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.150 Safari/537.36';
const NEW_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function wrap(children: ReactNode) {
  return render(<MantineProvider env="test">{children}</MantineProvider>);
}

describe('unsupported-browser modal (spec 1 §2, §5)', () => {
  it('warns an old browser until "Ok, I understand", then stays closed for the session', async () => {
    const user = userEvent.setup();
    const first = wrap(<UnsupportedBrowserWarning userAgent={OLD_CHROME} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'Your browser is not fully supported',
    });
    expect(dialog).toHaveTextContent('Chrome and Edge above version 90');
    expect(dialog).toHaveTextContent('Safari above version 14.1');
    await user.click(screen.getByRole('button', { name: 'Ok, I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    first.unmount();
    wrap(<UnsupportedBrowserWarning userAgent={OLD_CHROME} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing to a supported browser', async () => {
    wrap(<UnsupportedBrowserWarning userAgent={NEW_CHROME} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('iOS notice (spec 1 §2)', () => {
  it('tells iOS visitors where their projects are and advises a desktop', async () => {
    const user = userEvent.setup();
    wrap(<IosNotice userAgent={IPHONE} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your projects can also be accessed on our site');
    expect(notice).toHaveTextContent('continue on a desktop computer');
    expect(screen.getByRole('link', { name: /vinyl-press/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown elsewhere', () => {
    wrap(<IosNotice userAgent={NEW_CHROME} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
