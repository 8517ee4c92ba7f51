const MONTHS: Record<'en' | 'it', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
};

/**
 * A date as `Intl.DateTimeFormat(lang, { dateStyle: 'medium' })` writes it ("Nov 26, 2026",
 * "26 nov 2026"), in the browser's time zone, without building an ICU formatter for the
 * shop's two languages: the first `Intl.DateTimeFormat` of a page costs Chromium 100–250 ms
 * of main thread (issue 18, decision 046), which the dashboard paid in its first render.
 * Other languages still go through Intl.
 */
export function formatMediumDate(date: Date | string | number, lang: string): string {
  const at = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(at.getTime())) return '';
  if (lang !== 'en' && lang !== 'it') {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(at);
  }
  const month = MONTHS[lang][at.getMonth()];
  return lang === 'en'
    ? `${month} ${at.getDate()}, ${at.getFullYear()}`
    : `${at.getDate()} ${month} ${at.getFullYear()}`;
}
