import { CatalogSchema, type Catalog } from '@vinyl/domain';
import type { TFunction } from 'i18next';
import { pathKey } from './paths';

type ZodIssue = NonNullable<ReturnType<typeof CatalogSchema.safeParse>['error']>['issues'][number];

/** One reason the draft cannot be published, at its place, in the operator's language. */
export interface DraftIssue {
  path: (string | number)[];
  key: string;
  message: string;
}

/** The domain schema's own sentences, said in the operator's language. */
const DOMAIN_MESSAGES: readonly [RegExp, string][] = [
  [/^Prices have at most 2 decimals$/, 'issues.priceDecimals'],
  [/^None is implied/, 'issues.noneImplied'],
  [/^min must not exceed max$/, 'issues.minMax'],
  [/^A gatefold cover has no central hole$/, 'issues.gatefoldHole'],
  [/^A two-letter country code$/, 'issues.countryCode'],
  [/^One zone must cover the rest of the world/, 'issues.restOfWorld'],
  [/^Variant id (\d+) is used twice$/, 'issues.variantTwice'],
  [/^The quiet threshold must be below the loud one$/, 'issues.quietBelowLoud'],
];

function numberIn(issue: ZodIssue, name: 'minimum' | 'maximum'): string {
  const value = (issue as unknown as Record<string, unknown>)[name];
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}

/** zod's issue as a sentence for the person at the form, by its code and facts. */
export function issueText(t: TFunction, issue: ZodIssue): string {
  for (const [pattern, key] of DOMAIN_MESSAGES) {
    const match = pattern.exec(issue.message);
    if (match) return t(key, { value: match[1] ?? '' });
  }
  switch (issue.code) {
    case 'invalid_type':
      return t(issue.expected === 'number' ? 'issues.number' : 'issues.missing');
    case 'too_small':
      return issue.origin === 'array'
        ? t('issues.fewEntries', { count: Number(numberIn(issue, 'minimum')) })
        : issue.origin === 'string'
          ? t('issues.empty')
          : t('issues.atLeast', { value: numberIn(issue, 'minimum') });
    case 'too_big':
      return t('issues.atMost', { value: numberIn(issue, 'maximum') });
    case 'invalid_value':
      return t('issues.oneOf', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t('issues.unknownKeys', { keys: issue.keys.join(', ') });
    default:
      return issue.message;
  }
}

/** Every issue of the draft, by the same schema the server checks it with (one rule). */
export function findIssues(t: TFunction, catalog: Catalog): DraftIssue[] {
  const parsed = CatalogSchema.safeParse(catalog);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    return { path, key: pathKey(path), message: issueText(t, issue) };
  });
}
