import { cssColour } from '@vinyl/domain';
import type { CSSProperties } from 'react';
import type { SleevePreview as SleeveModel } from '../preview-model';
import { usePreviewTexts } from '../use-preview-texts';
import { NoArtwork } from './no-artwork';
import classes from './preview.module.css';
import { PrintImage } from './print-image';

/** The inner sleeve of one disc: its print, or its paper colour. */
export function SleevePreview({ sleeve }: { sleeve: SleeveModel }) {
  const { t } = usePreviewTexts();
  const name = t('sleeve.title', { number: sleeve.number });
  const colour = t(`values.part.${sleeve.colour}`, { defaultValue: sleeve.colour });
  const description = t('sleeve.describe', { number: sleeve.number, colour });
  return (
    <figure className={classes.figure}>
      <div
        className={classes.sleeve}
        style={{ '--fill': cssColour(sleeve.colour) } as CSSProperties}
        role="img"
        aria-label={
          sleeve.print === 'missing'
            ? t('image.notReady', { name: description })
            : sleeve.print === 'none'
              ? t('image.noFile', { name: description })
              : description
        }
      >
        {sleeve.print && (
          <PrintImage image={sleeve.print} alt="" className={classes.fill} withText />
        )}
      </div>
      <figcaption className={classes.caption}>{name}</figcaption>
      {sleeve.print === 'none' && <NoArtwork part={name} />}
    </figure>
  );
}
