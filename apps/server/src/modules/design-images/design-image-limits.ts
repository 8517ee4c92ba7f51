/**
 * What the designer takes as an image (issue 16). Fixed here rather than in the catalogue:
 * they protect the server (memory, disk, time), not a rule of the plant's. A 24-megapixel
 * camera JPEG is 8–15 MB and a 12″ cover at 300 dpi is about 3800 × 3800 px, so the caps
 * leave ample room for any real photo while refusing decompression bombs.
 */
export const DESIGN_IMAGE_LIMITS = {
  /** Checked against Upload-Length before a byte is written. */
  maxBytes: 60 * 1024 * 1024,
  /** Width × height, read from the header before anything is decoded (sharp's limitInputPixels). */
  maxPixels: 120_000_000,
  /** The preview the canvas draws: a browser must not decode a 24 MP photo to show it. */
  previewLongSidePx: 1600,
} as const;

export type DesignImageLimits = typeof DESIGN_IMAGE_LIMITS;
