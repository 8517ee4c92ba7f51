import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRecaptcha, type Grecaptcha } from './recaptcha-engine';

describe('the invisible reCAPTCHA engine (BOT_CHECK=recaptcha)', () => {
  afterEach(() => {
    delete window.grecaptcha;
  });

  it('renders an invisible widget with the site key and answers with Google’s token', async () => {
    let callback: (token: string) => void = () => undefined;
    const grecaptcha: Grecaptcha = {
      render: vi.fn((_container, options) => {
        callback = options.callback;
        return 7;
      }),
      execute: vi.fn(() => callback('google-token')),
      reset: vi.fn(),
    };
    window.grecaptcha = grecaptcha;
    const engine = await startRecaptcha(document.createElement('div'), 'site-key', 'it', {
      onUnavailable: vi.fn(),
    });
    expect(grecaptcha.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-key', size: 'invisible' }),
    );
    expect(await engine.solve()).toBe('google-token');
    expect(grecaptcha.execute).toHaveBeenCalledWith(7);
    // A token is good once: the widget is reset for the next request.
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
  });
});
