import { Title } from '@mantine/core';
import {
  cssColour,
  isDarkColour,
  NONE,
  PICTURE_DISC,
  PRINTED,
  sideLettersOfDisc,
} from '@vinyl/domain';
import { useId, type CSSProperties } from 'react';
import type { DiscPreview as DiscModel, DiscSidePreview } from '../preview-model';
import { usePreviewTexts } from '../use-preview-texts';
import { lacksArtwork, NoArtwork } from './no-artwork';
import classes from './preview.module.css';
import { PrintImage } from './print-image';

/** A 12″ is drawn larger than a 7″: the customer sees the size they chose. */
const SIZES: Record<string, string> = { '12': '17rem', '10': '15rem', '7': '12rem', '5': '9.5rem' };
const sizeOf = (format: string) => SIZES[format] ?? '15rem';

function useDescription(disc: DiscModel, side: DiscSidePreview, sideName: string): string {
  const { t } = usePreviewTexts();
  const vinyl =
    disc.colour === PICTURE_DISC
      ? `${t('values.vinyl.Picture Disc')} (${t('disc.pictureDisc')})`
      : t(`values.vinyl.${disc.colour}`, { defaultValue: disc.colour });
  const plain = t('disc.label', {
    colour: t(`values.part.${disc.labelColour}`, { defaultValue: disc.labelColour }),
  });
  const label =
    disc.labelColour === NONE
      ? t('disc.noLabel')
      : disc.labelColour === PRINTED
        ? t('disc.printedLabel')
        : disc.labelText
          ? t('disc.labelWithText', { label: plain, text: disc.labelText })
          : plain;
  const text = t('disc.describe', { number: disc.number, side: sideName, vinyl, label });
  const prints = [side.vinylPrint, side.labelPrint];
  if (prints.includes('missing')) return t('image.notReady', { name: text });
  return prints.includes('none') ? t('image.noFile', { name: text }) : text;
}

function DiscSide({
  disc,
  side,
  single,
}: {
  disc: DiscModel;
  side: DiscSidePreview;
  single: boolean;
}) {
  const { t } = usePreviewTexts();
  const [first, second] = sideLettersOfDisc(disc.number);
  const sideName = single
    ? t('disc.bothSides', { first, second })
    : t('disc.side', { side: side.letter });
  const description = useDescription(disc, side, sideName);
  return (
    <figure className={classes.figure}>
      <div
        className={`${classes.disc} ${single ? '' : classes.discSmall}`}
        style={{ '--fill': cssColour(disc.colour), '--size': sizeOf(disc.format) } as CSSProperties}
        data-dark={isDarkColour(disc.colour) || undefined}
        role="img"
        aria-label={description}
      >
        {side.vinylPrint && <PrintImage image={side.vinylPrint} alt="" className={classes.fill} />}
        <div className={classes.grooves} />
        {disc.labelColour !== NONE && (
          <div
            className={classes.label}
            style={{ '--label-fill': cssColour(disc.labelColour) } as CSSProperties}
            data-dark={isDarkColour(disc.labelColour) || undefined}
          >
            {side.labelPrint && (
              <PrintImage image={side.labelPrint} alt="" className={classes.fill} />
            )}
            {/* The label text typed on the options step, on a plain label. */}
            {!side.labelPrint && disc.labelText && (
              <span className={classes.labelText}>{disc.labelText}</span>
            )}
          </div>
        )}
        <div className={classes.hole} data-big={disc.hole === 'big' || undefined} />
      </div>
      <figcaption className={classes.caption}>{sideName}</figcaption>
    </figure>
  );
}

/** One disc: drawn in its colour or its picture print, with its label; A and B when printed. */
export function DiscPreview({ disc }: { disc: DiscModel }) {
  const { t } = usePreviewTexts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.stage}>
      <Title order={3} size="h4" id={headingId} mb="md">
        {t('disc.title', { number: disc.number })}
      </Title>
      <div className={classes.sides}>
        {disc.sides.map((side) => (
          <DiscSide key={side.side} disc={disc} side={side} single={disc.sides.length === 1} />
        ))}
      </div>
      {lacksArtwork(...disc.sides.flatMap((side) => [side.vinylPrint, side.labelPrint])) && (
        <NoArtwork part={t('disc.title', { number: disc.number })} />
      )}
    </section>
  );
}
