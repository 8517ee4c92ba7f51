import '@mantine/dropzone/styles.css';
import { useQuery } from '@tanstack/react-query';
import { defaultRpm, FormatSchema, RpmSchema } from '@vinyl/domain';
import { useTranslation } from 'react-i18next';
import { albumDiscsQueryOptions } from '../../shared/api/albums/get-album-discs';
import { useAlbum } from '../../shared/api/albums/use-album';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { useSessionStore } from '../../shared/session';
import { WizardStepFrame } from '../../shared/ui/wizard-step-frame';
import { TracksEditor } from './tracks-editor';
import { reasonOf } from './use-tracks-actions';
import { useTracksTexts } from './use-tracks-texts';

/**
 * The audio uploader (spec 2 §2 "Audio uploader", issue 6): a drop area per side of each
 * disc, tracks in order, each side's time against the limit of the chosen speed.
 */
export function TracksPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useTracksTexts();
  const albumId = useSessionStore((state) => state.albumId);
  const album = useAlbum(albumId);
  const discs = useQuery({ ...albumDiscsQueryOptions(albumId ?? ''), enabled: albumId !== null });
  const catalog = useCatalogue();
  const failed = [album, discs, catalog].find((query) => query.isError);

  const format = FormatSchema.safeParse(album.data?.attributes.album_format);
  const storedRpm = RpmSchema.safeParse(album.data?.attributes.album_rpm);
  const rpm = storedRpm.success
    ? storedRpm.data
    : format.success && catalog.data
      ? defaultRpm(catalog.data, format.data)
      : undefined;

  return (
    <WizardStepFrame
      title={tPages('pages.tracks')}
      intro={ready && t('intro')}
      error={failed && ready && t('errors.load', { reason: reasonOf(failed.error) })}
      loading={!failed && (!ready || !album.data || !discs.data || !catalog.data)}
    >
      {ready && album.data && discs.data && catalog.data && format.success && rpm && (
        <TracksEditor
          album={album.data}
          discIds={discs.data}
          catalog={catalog.data}
          format={format.data}
          rpm={rpm}
        />
      )}
    </WizardStepFrame>
  );
}
