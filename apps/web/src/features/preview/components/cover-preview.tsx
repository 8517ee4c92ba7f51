import { Stack, Text } from '@mantine/core';
import { cssColour, NONE } from '@vinyl/domain';
import type { CSSProperties } from 'react';
import type {
  CoverPreview as CoverModel,
  DiscPreview,
  PrintImage as PrintImageValue,
} from '../preview-model';
import { usePreviewTexts } from '../use-preview-texts';
import { lacksArtwork, NoArtwork } from './no-artwork';
import classes from './preview.module.css';
import { PrintImage } from './print-image';

type Side = 'front' | 'back' | 'opened';

/**
 * One face of the sleeve. A printed cover's thumbnail is the flat sheet (back | spine |
 * front): the front is its right-hand square, the back its left-hand one (CSS object-position);
 * the gatefold's inside is shown whole, opened.
 */
function Face({
  side,
  name,
  image,
  colour,
}: {
  side: Side;
  name: string;
  image: PrintImageValue | null;
  colour: string;
}) {
  const { t } = usePreviewTexts();
  const className = `${classes.face} ${classes[`face-${side}`] ?? ''}`;
  if (image) return <PrintImage image={image} alt={name} className={className} withText />;
  const colourName = t(`values.part.${colour}`, { defaultValue: colour });
  return (
    <div
      className={className}
      style={{ '--fill': cssColour(colour) } as CSSProperties}
      role="img"
      aria-label={`${name}: ${colourName}`}
    />
  );
}

/** The record sliding out of the open side of the sleeve. */
function SlidingDisc({ disc }: { disc: DiscPreview }) {
  const label = disc.labelColour === NONE ? undefined : cssColour(disc.labelColour);
  return (
    <div
      className={classes.slidingDisc}
      style={{ '--fill': cssColour(disc.colour), '--label-fill': label } as CSSProperties}
      aria-hidden
    >
      <div className={classes.grooves} />
      {label && <div className={classes.label} />}
    </div>
  );
}

/**
 * The cover as a sleeve (issue 14 item 17): the front with the record sliding out, the back
 * beside it, and a gatefold opened; a plain cover in its colour.
 */
export function CoverPreview({ cover, disc }: { cover: CoverModel; disc?: DiscPreview }) {
  const { t } = usePreviewTexts();
  if (cover.colour === NONE) return <Text c="dimmed">{t('cover.none')}</Text>;
  const face = (side: Side, image: PrintImageValue | null) => (
    <Face side={side} name={t(`cover.${side}`)} image={image} colour={cover.colour} />
  );
  return (
    <Stack gap="sm">
      <div className={classes.row}>
        <figure className={classes.figure}>
          <div className={classes.sleeveWithDisc}>
            {disc && <SlidingDisc disc={disc} />}
            {face('front', cover.external)}
          </div>
          <figcaption className={classes.caption}>{t('cover.frontCaption')}</figcaption>
        </figure>
        <figure className={classes.figure}>
          {face('back', cover.external)}
          <figcaption className={classes.caption}>{t('cover.backCaption')}</figcaption>
        </figure>
        {cover.gatefold && (
          <figure className={classes.figure}>
            {face('opened', cover.internal)}
            <figcaption className={classes.caption}>{t('cover.openedCaption')}</figcaption>
          </figure>
        )}
      </div>
      {lacksArtwork(cover.external, cover.internal) && <NoArtwork part={t('cover.cover')} />}
    </Stack>
  );
}
