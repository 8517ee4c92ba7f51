import type { DesignDocument } from '@vinyl/domain';

/**
 * A number as the PDF is written: rounded to a millionth (of a millimetre or a point, far
 * below anything a press prints), with no −0. pdf-lib writes numbers of tiny magnitude,
 * such as 5e-324, as garbage in a content stream ("-0.000…finity"), and the PDF no longer
 * reads; the document's schema allows them.
 */
export const exact = (value: number): number => Math.round(value * 1e6) / 1e6 || 0;

/** The document with every number made `exact`, before anything is drawn from it. */
export function withExactNumbers(document: DesignDocument): DesignDocument {
  return JSON.parse(JSON.stringify(document), (_key, value: unknown) =>
    typeof value === 'number' ? exact(value) : value,
  ) as DesignDocument;
}
