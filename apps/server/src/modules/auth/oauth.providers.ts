import type { AccountsConfig, OAuthProviderName } from '../../config-accounts';

/** What a provider tells us about the person, reduced to what an account needs. */
export interface ProviderProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | null;
  surname: string | null;
}

interface ProviderTraits {
  scopes: string[];
  /** PKCE where the provider allows it (issue 4 item 6): Google does; Facebook's web flow does not. */
  pkce: boolean;
  profile(info: Record<string, unknown>): ProviderProfile;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export const PROVIDERS: Record<OAuthProviderName, ProviderTraits> = {
  google: {
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    // OpenID Connect userinfo: https://developers.google.com/identity/openid-connect/openid-connect
    profile: (info) => ({
      subject: String(info.sub ?? ''),
      email: text(info.email) ?? undefined,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: text(info.given_name),
      surname: text(info.family_name),
    }),
  },
  facebook: {
    scopes: ['email', 'public_profile'],
    pkce: false,
    // Graph API /me: Facebook only returns an e-mail address its owner has confirmed.
    profile: (info) => ({
      subject: String(info.id ?? ''),
      email: text(info.email) ?? undefined,
      emailVerified: text(info.email) !== null,
      name: text(info.first_name),
      surname: text(info.last_name),
    }),
  },
};

/**
 * The social sign-ins this shop offers, in the order the sign-in page shows them: those
 * configured (issue 14 item 14). `GET /api/auth/providers` answers it, and index.html names
 * it so that the sign-in page draws its buttons with the page (issue 18, decision 056).
 */
export function signInProviders(accounts: Pick<AccountsConfig, 'oauth'>): OAuthProviderName[] {
  return (['google', 'facebook'] as const).filter((name) => accounts.oauth[name]);
}
