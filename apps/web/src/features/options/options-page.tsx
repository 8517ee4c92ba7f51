import { Alert } from '@mantine/core';
import { FormatSchema } from '@vinyl/domain';
import { useTranslation } from 'react-i18next';
import { useAlbum } from '../../shared/api/albums/use-album';
import { isApiError } from '../../shared/api/api-error';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { useSessionStore } from '../../shared/session';
import { WizardStepFrame } from '../../shared/ui/wizard-step-frame';
import { OptionsEditor } from './options-editor';
import { useOptionsTexts } from './use-options-texts';

const reasonOf = (error: unknown) =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);

/**
 * Disc options (spec 2 §2, issue 7): vinyl, inner sleeve and cover, offered from the
 * catalogue, checked with the domain's rules and saved as they are chosen.
 */
export function OptionsPage() {
  const { t: tPages } = useTranslation();
  const { t, ready } = useOptionsTexts();
  const albumId = useSessionStore((state) => state.albumId);
  const album = useAlbum(albumId);
  const catalog = useCatalogue();
  const failed = [album, catalog].find((query) => query.isError);
  const format = FormatSchema.safeParse(album.data?.attributes.album_format);
  const loaded = ready && album.data && catalog.data;
  return (
    <WizardStepFrame
      title={tPages('pages.options')}
      intro={ready && t('intro')}
      error={failed && ready && t('loadError', { reason: reasonOf(failed.error) })}
      loading={!failed && !loaded}
    >
      {loaded && !format.success && (
        <Alert color="yellow" variant="light">
          {t('noFormat')}
        </Alert>
      )}
      {loaded && format.success && (
        <OptionsEditor
          key={album.data.id}
          album={album.data}
          catalog={catalog.data}
          format={format.data}
        />
      )}
    </WizardStepFrame>
  );
}
