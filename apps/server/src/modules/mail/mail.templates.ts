import type { Locale } from '../../i18n/messages';
import type { MailMessage } from './mailer';

/** Activation, reset and "already registered" mails, in the customer's language, text + HTML. */
interface Texts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  after: string;
}

const TEXTS: Record<'activation' | 'reset' | 'already-registered', Record<Locale, Texts>> = {
  activation: {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: 'Welcome to Vinyl Press!',
      body: 'Confirm your e-mail address to activate your account: open this link.',
      action: 'Activate my account',
      after:
        'The link works once and expires in 48 hours. If you did not sign up, ignore this mail.',
    },
    it: {
      subject: 'Conferma il tuo indirizzo email',
      greeting: 'Benvenuto in Vinyl Press!',
      body: 'Conferma il tuo indirizzo email per attivare il tuo account: apri questo link.',
      action: 'Attiva il mio account',
      after:
        'Il link funziona una sola volta e scade tra 48 ore. Se non ti sei registrato, ignora questa email.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your password',
      greeting: 'Hello,',
      body: 'We received a request to reset the password of your Vinyl Press account. Choose a new one here:',
      action: 'Choose a new password',
      after:
        'The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays the same.',
    },
    it: {
      subject: 'Reimposta la tua password',
      greeting: 'Ciao,',
      body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Vinyl Press. Scegline una nuova qui:',
      action: 'Scegli una nuova password',
      after:
        'Il link funziona una sola volta e scade tra un’ora. Se non l’hai chiesto tu, ignora questa email: la password resta la stessa.',
    },
  },
  'already-registered': {
    en: {
      subject: 'You already have an account',
      greeting: 'Hello,',
      body: 'Someone tried to sign up with this address, which already has a Vinyl Press account. To sign in, or to choose a new password, go here:',
      action: 'Sign in or reset my password',
      after: 'If it was not you, ignore this mail: nothing has changed.',
    },
    it: {
      subject: 'Hai già un account',
      greeting: 'Ciao,',
      body: 'Qualcuno ha provato a registrarsi con questo indirizzo, che ha già un account Vinyl Press. Per accedere, o per scegliere una nuova password, vai qui:',
      action: 'Accedi o reimposta la password',
      after: 'Se non sei stato tu, ignora questa email: non è cambiato nulla.',
    },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function accountMail(
  kind: keyof typeof TEXTS,
  locale: Locale,
  to: string,
  link: string,
): MailMessage {
  const t = TEXTS[kind][locale];
  const text = `${t.greeting}\n\n${t.body}\n\n${link}\n\n${t.after}\n\nVinyl Press\n`;
  const href = escapeHtml(link);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#161413">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#161413;color:#fbf7f0;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px">${href}</p>
<p style="font-size:13px;color:#6b645c">${escapeHtml(t.after)}</p>
<p>Vinyl Press</p>
</body></html>`;
  return { kind, to, subject: t.subject, text, html };
}
