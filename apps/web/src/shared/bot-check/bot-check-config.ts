import { apiFetch } from '../api/client';

/** What `GET /api/bot-check` answers: which invisible check the forms run (issue 4 item 4). */
export interface BotCheckConfig {
  provider: 'altcha' | 'recaptcha' | 'off';
  site_key: string | null;
  challenge_url: string | null;
}

let cached: Promise<BotCheckConfig> | null = null;

/** Asked once per page load; a failed answer is asked again next time. */
export function getBotCheckConfig(): Promise<BotCheckConfig> {
  if (!cached) {
    const pending = apiFetch<BotCheckConfig>('/bot-check');
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = null;
    });
  }
  return cached;
}

/** Tests start from a clean slate. */
export function resetBotCheckConfig(): void {
  cached = null;
}
