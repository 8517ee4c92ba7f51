/**
 * The countries a record can be shipped to (ISO 3166-1 alpha-2, inhabited places), named
 * in the customer's language with `Intl.DisplayNames`; the catalogue's shipping zones
 * price them (a country no zone lists is "rest of the world").
 */
const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR
  BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ
  EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW
  GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV
  MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW
  PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD
  TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT
  ZA ZM ZW
`
  .trim()
  .split(/\s+/);

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country as `{ value: code, label: name }`, sorted by name in `lang`. */
export function listCountries(lang: string): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  options.sort((a, b) => a.label.localeCompare(b.label, lang));
  cache.set(lang, options);
  return options;
}
