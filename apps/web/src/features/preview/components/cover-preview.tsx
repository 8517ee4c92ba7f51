import { Text } from '@mantine/core';
import { cssColour, NONE } from '@vinyl/domain';
import type { CSSProperties } from 'react';
import type { CoverPreview as CoverModel, PrintImage as PrintImageValue } from '../preview-model';
import { usePreviewTexts } from '../use-preview-texts';
import classes from './preview.module.css';
import { PrintImage } from './print-image';

function Spread({ name, image }: { name: string; image: PrintImageValue }) {
  return (
    <figure className={`${classes.figure} ${classes.spread}`}>
      <PrintImage image={image} alt={name} className={classes.spreadImage} withText />
      <figcaption className={classes.caption}>{name}</figcaption>
    </figure>
  );
}

function Jacket({ name, colour }: { name: string; colour: string }) {
  const { t } = usePreviewTexts();
  const colourName = t(`values.part.${colour}`, { defaultValue: colour });
  return (
    <figure className={classes.figure}>
      <div
        className={classes.jacket}
        style={{ '--fill': cssColour(colour) } as CSSProperties}
        role="img"
        aria-label={`${name}: ${colourName}`}
      />
      <figcaption className={classes.caption}>
        {t('cover.plain', { colour: colourName })}
      </figcaption>
    </figure>
  );
}

/** The cover: the printed spreads (external, and internal for a gatefold) or its plain colour. */
export function CoverPreview({ cover }: { cover: CoverModel }) {
  const { t } = usePreviewTexts();
  if (cover.colour === NONE) return <Text c="dimmed">{t('cover.none')}</Text>;
  const external = t(cover.gatefold ? 'cover.external' : 'cover.cover');
  return (
    <div className={classes.row}>
      {cover.external ? (
        <Spread name={external} image={cover.external} />
      ) : (
        <Jacket name={external} colour={cover.colour} />
      )}
      {cover.gatefold &&
        (cover.internal ? (
          <Spread name={t('cover.internal')} image={cover.internal} />
        ) : (
          <Jacket name={t('cover.internal')} colour={cover.colour} />
        ))}
    </div>
  );
}
