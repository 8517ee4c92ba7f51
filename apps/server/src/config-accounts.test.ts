import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('accounts configuration', () => {
  it('defaults: outbox mail, ALTCHA, no social provider', () => {
    // A public origin needs an explicit payment choice (decision 012).
    const { accounts } = loadConfig({ PUBLIC_ORIGIN: 'https://shop.example', PAYMENTS: 'test' });
    expect(accounts.mail).toEqual({
      smtpUrl: undefined,
      from: 'Vinyl Press <no-reply@shop.example>',
    });
    expect(accounts.botCheck).toEqual({
      provider: 'altcha',
      hmacKey: undefined,
      cost: 1000,
      counterMax: 1000,
    });
    expect(accounts.oauth).toEqual({});
    expect(accounts.rateLimits).toEqual({ signupPerHour: 20, accountPerHour: 10 });
  });

  it('turns a provider on when both its client id and secret are set', () => {
    const { accounts } = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(accounts.oauth.google).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
    expect(accounts.oauth.facebook).toBeUndefined();
  });

  it.each([
    [{ BOT_CHECK: 'off' }, /BOT_CHECK: off is only allowed/],
    [{ BOT_CHECK: 'recaptcha' }, /RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET/],
    [{ BOT_CHECK: 'hcaptcha' }, /BOT_CHECK/],
    [
      { FACEBOOK_CLIENT_ID: 'only-the-id' },
      /FACEBOOK_CLIENT_ID: set it together with FACEBOOK_CLIENT_SECRET/,
    ],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
    [{ ALTCHA_HMAC_KEY: 'short' }, /ALTCHA_HMAC_KEY/],
  ])('names the variable that is wrong: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('allows BOT_CHECK=off outside production', () => {
    expect(loadConfig({ BOT_CHECK: 'off', NODE_ENV: 'development' }).accounts.botCheck).toEqual({
      provider: 'off',
    });
  });
});
