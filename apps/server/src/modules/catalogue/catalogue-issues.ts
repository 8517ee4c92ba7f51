import type { z } from 'zod';
import { UnprocessableError, type JsonApiError } from '../../http/errors';

/** One reason a catalogue was refused, at its place in the catalogue. */
export interface CatalogueIssue {
  path: (string | number)[];
  /** zod's issue code (`too_small`, `invalid_type`, `custom`, …). */
  issue: string;
  message: string;
}

/** Where the catalogue sits in the editor's request bodies. */
export const CATALOGUE_POINTER = '/data/attributes/catalogue';

/** Enough to fix a form: a catalogue with thousands of bad rows does not answer thousands. */
const MAX_ISSUES = 50;

export function catalogueIssues(error: z.ZodError): CatalogueIssue[] {
  return error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    issue: issue.code,
    message: issue.message,
  }));
}

/** RFC 6901: `~` and `/` inside a key are escaped. */
export function cataloguePointer(path: readonly (string | number)[]): string {
  const keys = path.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1'));
  return [CATALOGUE_POINTER, ...keys].join('/');
}

/**
 * A catalogue that fails the schema (422): the error handler answers one error per issue,
 * each with a JSON pointer into the request body, so the editor can show it at its field.
 */
export class CatalogueInvalidError extends UnprocessableError {
  constructor(readonly issues: readonly CatalogueIssue[]) {
    super(
      'catalog_invalid',
      'The catalogue is not valid',
      issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
}

/** A JSON:API error with zod's issue code in its `meta`. */
export type CatalogueError = JsonApiError & { meta: { issue: string } };

/** The JSON:API errors of a refused catalogue; `title` already in the caller's language. */
export function catalogueErrors(error: CatalogueInvalidError, title: string): CatalogueError[] {
  return error.issues.map((issue) => ({
    status: '422',
    code: 'catalog_invalid',
    title,
    detail: issue.message,
    source: { pointer: cataloguePointer(issue.path) },
    meta: { issue: issue.issue },
  }));
}
