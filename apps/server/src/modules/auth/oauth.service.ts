import { randomUUID } from 'node:crypto';
import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2Tokens,
} from 'arctic';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AccountsConfig, OAuthProviderName } from '../../config-accounts';
import type { Database } from '../../db/schema';
import type { UserRow, UsersService } from '../users';
import { isEmail, normalizeEmail } from './account-links';
import { activateAccount } from './activation';
import type { IdentitiesRepository } from './identities.repository';
import { PROVIDERS, type ProviderProfile } from './oauth.providers';
import type { TokensRepository } from './tokens.repository';

/** Why a social sign-in ended on the login screen (shown there, spec 1 §2). */
export type SocialProblem = 'not_configured' | 'failed' | 'email_missing';

export class SocialSignInError extends Error {
  constructor(readonly problem: SocialProblem) {
    super(problem);
  }
}

interface Deps {
  config: AccountsConfig['oauth'];
  publicOrigin: string;
  db: Kysely<Database>;
  users: UsersService;
  identities: IdentitiesRepository;
  tokens: TokensRepository;
  clock: Clock;
}

/**
 * OAuth 2 authorization code flow for Google and Facebook (issue 4 item 6): state always,
 * PKCE where the provider allows it; the account is the one linked to the provider's
 * subject, else the one with the provider's verified e-mail (then linked), else a new
 * active account.
 */
export function createOAuthService(deps: Deps) {
  const { config, publicOrigin, db, users, identities, tokens, clock } = deps;

  function settings(provider: OAuthProviderName) {
    const providerConfig = config[provider];
    if (!providerConfig) throw new SocialSignInError('not_configured');
    const redirectUri = new URL(`/ext/${provider}/callback`, publicOrigin).toString();
    return { ...providerConfig, redirectUri };
  }

  function start(provider: OAuthProviderName) {
    const s = settings(provider);
    const traits = PROVIDERS[provider];
    const client = new OAuth2Client(s.clientId, s.clientSecret, s.redirectUri);
    const state = generateState();
    const verifier = traits.pkce ? generateCodeVerifier() : null;
    const url = verifier
      ? client.createAuthorizationURLWithPKCE(
          s.authorizationUrl,
          state,
          CodeChallengeMethod.S256,
          verifier,
          traits.scopes,
        )
      : client.createAuthorizationURL(s.authorizationUrl, state, traits.scopes);
    return { url: url.toString(), state, verifier };
  }

  async function fetchProfile(
    provider: OAuthProviderName,
    code: string,
    verifier: string | null,
  ): Promise<ProviderProfile> {
    const s = settings(provider);
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: s.redirectUri,
      client_id: s.clientId,
      client_secret: s.clientSecret,
    });
    if (verifier) body.set('code_verifier', verifier);
    const tokenResponse = await fetch(s.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenResponse.ok) throw new SocialSignInError('failed');
    const accessToken = new OAuth2Tokens((await tokenResponse.json()) as object).accessToken();
    const infoResponse = await fetch(s.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!infoResponse.ok) throw new SocialSignInError('failed');
    const profile = PROVIDERS[provider].profile(
      (await infoResponse.json()) as Record<string, unknown>,
    );
    if (!profile.subject) throw new SocialSignInError('failed');
    if (!profile.email || !profile.emailVerified || !isEmail(normalizeEmail(profile.email))) {
      throw new SocialSignInError('email_missing');
    }
    return profile;
  }

  /** The account for this provider login: linked, matched by verified e-mail, or new. */
  async function accountFor(provider: OAuthProviderName, profile: ProviderProfile) {
    const email = normalizeEmail(profile.email ?? '');
    return db.transaction().execute(async (trx): Promise<UserRow | undefined> => {
      const now = clock.now().toISOString();
      const linked = await identities.find(provider, profile.subject, trx);
      const byLink = linked && (await users.findById(linked.user_id, trx));
      if (byLink) return byLink;
      const existing = await users.findByUsername(email, trx);
      let userId = existing?.id;
      if (!existing) {
        userId = randomUUID();
        await users.insert(
          {
            id: userId,
            username: email,
            email,
            password_hash: null,
            status: 'active',
            role: 'customer',
            name: profile.name,
            surname: profile.surname,
            created_at: now,
            modified_at: now,
          },
          trx,
        );
      } else if (existing.status === 'draft') {
        // The provider proved the address; the draft's password was chosen by whoever
        // signed up, who may not own it, so it does not survive.
        await activateAccount(trx, { users, tokens }, existing.id, null, now);
        await users.update(existing.id, { password_hash: null }, trx);
      }
      const id = userId ?? '';
      await identities.insert(
        { provider, subject: profile.subject, user_id: id, email, created_at: now },
        trx,
      );
      return users.findById(id, trx);
    });
  }

  async function finish(provider: OAuthProviderName, code: string, verifier: string | null) {
    let profile: ProviderProfile;
    try {
      profile = await fetchProfile(provider, code, verifier);
    } catch (error) {
      throw error instanceof SocialSignInError ? error : new SocialSignInError('failed');
    }
    const user = await accountFor(provider, profile);
    if (!user) throw new SocialSignInError('failed');
    return user;
  }

  return {
    start,
    finish,
    isConfigured: (provider: OAuthProviderName) => Boolean(config[provider]),
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
