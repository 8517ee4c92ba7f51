import { z } from 'zod';

/**
 * The accounts settings of issue 4 (mail, bot check, social sign-in, rate limits), part of
 * the one configuration read in config.ts. README "Configuration" lists every variable.
 */
export const AccountsEnvShape = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  BOT_CHECK: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_COUNTER_MAX: z.coerce.number().int().min(2).max(10_000_000).default(1000),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .url()
    .default('https://graph.facebook.com/v21.0/me?fields=id,email,first_name,last_name'),
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(10),
};

type AccountsEnv = z.infer<z.ZodObject<typeof AccountsEnvShape>>;

export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AccountsConfig {
  mail: { smtpUrl: string | undefined; from: string };
  botCheck:
    | { provider: 'off' }
    | { provider: 'altcha'; hmacKey: string | undefined; cost: number; counterMax: number }
    | { provider: 'recaptcha'; siteKey: string; secret: string; verifyUrl: string };
  /** Only the providers whose client id and secret are both set. */
  oauth: Partial<Record<OAuthProviderName, OAuthProviderConfig>>;
  rateLimits: { signupPerHour: number; accountPerHour: number };
}

/** Cross-field rules; each problem names its variable like the schema's own messages. */
export function accountsProblems(e: AccountsEnv, env: string): string[] {
  const problems: string[] = [];
  if (e.BOT_CHECK === 'off' && env === 'production') {
    problems.push('BOT_CHECK: off is only allowed when NODE_ENV is development or test');
  }
  if (e.BOT_CHECK === 'recaptcha' && !(e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET)) {
    problems.push('BOT_CHECK: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET');
  }
  for (const name of ['GOOGLE', 'FACEBOOK'] as const) {
    if (Boolean(e[`${name}_CLIENT_ID`]) !== Boolean(e[`${name}_CLIENT_SECRET`])) {
      problems.push(`${name}_CLIENT_ID: set it together with ${name}_CLIENT_SECRET`);
    }
  }
  return problems;
}

function provider(
  id: string | undefined,
  secret: string | undefined,
  urls: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>,
): OAuthProviderConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret, ...urls } : undefined;
}

export function toAccountsConfig(e: AccountsEnv, publicOrigin: string): AccountsConfig {
  const host = new URL(publicOrigin).hostname;
  const google = provider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, {
    authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
    tokenUrl: e.GOOGLE_TOKEN_URL,
    userinfoUrl: e.GOOGLE_USERINFO_URL,
  });
  const facebook = provider(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, {
    authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
    tokenUrl: e.FACEBOOK_TOKEN_URL,
    userinfoUrl: e.FACEBOOK_USERINFO_URL,
  });
  let botCheck: AccountsConfig['botCheck'];
  if (e.BOT_CHECK === 'recaptcha') {
    botCheck = {
      provider: 'recaptcha',
      siteKey: e.RECAPTCHA_SITE_KEY ?? '',
      secret: e.RECAPTCHA_SECRET ?? '',
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
    };
  } else if (e.BOT_CHECK === 'altcha') {
    botCheck = {
      provider: 'altcha',
      hmacKey: e.ALTCHA_HMAC_KEY,
      cost: e.ALTCHA_COST,
      counterMax: e.ALTCHA_COUNTER_MAX,
    };
  } else {
    botCheck = { provider: 'off' };
  }
  return {
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Vinyl Press <no-reply@${host}>` },
    botCheck,
    oauth: { ...(google && { google }), ...(facebook && { facebook }) },
    rateLimits: {
      signupPerHour: e.RATE_LIMIT_SIGNUP_PER_HOUR,
      accountPerHour: e.RATE_LIMIT_ACCOUNT_PER_HOUR,
    },
  };
}
