import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/lib/paths';
import type { PrintImage } from '../preview-model';
import { usePreviewTexts } from '../use-preview-texts';

/** True when any of the prints has no file yet. */
export const lacksArtwork = (...images: (PrintImage | null)[]) => images.includes('none');

/**
 * "No artwork yet — add it on Graphics" under a drawing whose print has no file (issue 14
 * item 17): where to go, not a picture that looks broken.
 */
export function NoArtwork({ part }: { part: string }) {
  const { t } = usePreviewTexts();
  return (
    <Text size="sm" c="gray.8">
      {t('image.noArtwork', { part })}{' '}
      <Anchor component={Link} to={PATHS.fileUploader} size="sm" underline="always">
        {t('image.addOnGraphics')}
      </Anchor>
    </Text>
  );
}
