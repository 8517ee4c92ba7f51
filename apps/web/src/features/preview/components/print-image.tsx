import { useState } from 'react';
import type { PrintImage as PrintImageValue } from '../preview-model';
import { usePreviewTexts } from '../use-preview-texts';
import classes from './preview.module.css';

export interface PrintImageProps {
  image: PrintImageValue;
  /** The image's name; empty inside a drawing that describes itself. */
  alt: string;
  className?: string | undefined;
  /** Says "Image not ready" on the placeholder (where there is room for it). */
  withText?: boolean;
}

/**
 * A print's thumbnail, or a plain placeholder: "Image not ready" only while the thumbnail
 * is being made (or could not be loaded), "No artwork yet" when no file was given: never a
 * broken image.
 */
export function PrintImage({ image, alt, className, withText = false }: PrintImageProps) {
  const { t } = usePreviewTexts();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (image !== 'missing' && image !== 'none' && image.url !== failedUrl) {
    return (
      <img
        src={image.url}
        alt={alt}
        className={className}
        onError={() => setFailedUrl(image.url)}
      />
    );
  }
  return (
    <div
      className={[className, classes.placeholder].filter(Boolean).join(' ')}
      {...(alt && {
        role: 'img',
        'aria-label': t(image === 'none' ? 'image.noFile' : 'image.notReady', { name: alt }),
      })}
    >
      {withText && t(image === 'none' ? 'image.none' : 'image.missing')}
    </div>
  );
}
