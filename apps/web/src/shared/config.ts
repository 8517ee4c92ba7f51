/**
 * The web app's only reader of `import.meta.env` (STYLE.md: one config module per app).
 */
function readUrl(value: string | undefined, fallback: string): string {
  const url = value?.trim() || fallback;
  return url.replace(/\/+$/, '');
}

/** The pressing plant's public site (top bar and footer links). */
const siteUrl = readUrl(import.meta.env.VITE_SITE_URL, 'https://www.vinyl-press.example');

export const config = {
  siteUrl,
  apiBase: '/api',
  /** Sections of the provider's public site linked from the top bar (spec 1 §2). */
  siteSections: {
    singleCopy: `${siteUrl}/single-copy`,
    smallRun: `${siteUrl}/small-run`,
    vinylPress: `${siteUrl}/vinyl-press`,
    cassettes: `${siteUrl}/cassettes`,
    mastering: `${siteUrl}/mastering`,
    giftCard: `${siteUrl}/gift-card`,
  },
  /** Footer links (spec 1 §2). */
  footer: {
    about: `${siteUrl}/about`,
    contacts: `${siteUrl}/contacts`,
    faq: `${siteUrl}/faq`,
    terms: `${siteUrl}/terms`,
  },
  social: {
    instagram: import.meta.env.VITE_INSTAGRAM_URL?.trim() || 'https://www.instagram.com/',
    facebook: import.meta.env.VITE_FACEBOOK_URL?.trim() || 'https://www.facebook.com/',
    youtube: import.meta.env.VITE_YOUTUBE_URL?.trim() || 'https://www.youtube.com/',
  },
} as const;

export type SiteSection = keyof typeof config.siteSections;
