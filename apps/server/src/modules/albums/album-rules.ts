import {
  FormatSchema,
  defaultRpm,
  isFormatAvailable,
  listRpms,
  type Catalog,
  type Format,
  type Rpm,
  type VinylsQuantity,
} from '@vinyl/domain';
import { UnprocessableError } from '../../http/errors';

/**
 * The catalogue checks an album must pass before it is saved (ARCHITECTURE: the server
 * never trusts the client's choices). The rules are the domain's; this turns a refusal
 * into a 422 that says what was wrong.
 */

/** A format the catalogue sells, as one disc or two (spec 2 §5 "Format availability"). */
export function requireFormat(catalog: Catalog, value: string): Format {
  const parsed = FormatSchema.safeParse(value);
  const sold =
    parsed.success &&
    (isFormatAvailable(catalog, parsed.data, 1) || isFormatAvailable(catalog, parsed.data, 2));
  if (!parsed.success || !sold) {
    throw new UnprocessableError(
      'format_not_available',
      'This format is not available',
      `The ${value} inch format is not in the catalogue`,
    );
  }
  return parsed.data;
}

/** Two discs only where the catalogue allows a double (spec 2 §9: 7 and 10 inch). */
export function requireDiscs(catalog: Catalog, format: Format, discs: number): VinylsQuantity {
  if (discs !== 1 && discs !== 2) {
    throw new UnprocessableError(
      'too_many_discs',
      'An album has at most two discs',
      `The album would have ${discs} discs`,
    );
  }
  if (!isFormatAvailable(catalog, format, discs)) {
    throw new UnprocessableError(
      discs === 2 ? 'double_not_available' : 'format_not_available',
      discs === 2 ? 'This format cannot be a double' : 'This format is not available',
      `The ${format} inch format is not available with ${discs} disc${discs === 2 ? 's' : ''}`,
    );
  }
  return discs;
}

/** A speed the format is cut at; none given means the format's usual speed. */
export function requireRpm(catalog: Catalog, format: Format, value?: string | null): Rpm {
  const offered = listRpms(catalog, format);
  const rpm = value ?? defaultRpm(catalog, format);
  const match = offered.find((candidate) => candidate === rpm);
  if (!match) {
    throw new UnprocessableError(
      'rpm_not_available',
      'This speed is not available for the format',
      `The ${format} inch format is cut at ${offered.join(' or ')} rpm`,
    );
  }
  return match;
}
