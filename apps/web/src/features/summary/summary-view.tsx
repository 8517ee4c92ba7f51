import { useQuery } from '@tanstack/react-query';
import type { AlbumOptions } from '@vinyl/domain';
import { albumDiscsQueryOptions } from '../../shared/api/albums/get-album-discs';
import { useAlbum } from '../../shared/api/albums/use-album';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { useSessionStore } from '../../shared/session';
import { WizardStepFrame } from '../../shared/ui/wizard-step-frame';
import { reasonOf } from './reason-of';
import { SummaryContent } from './summary-content';
import { useSummarySources } from './use-summary-sources';
import { useSummaryTexts } from './use-summary-texts';

const NO_OPTIONS: AlbumOptions = {};
const NO_DISCS: string[] = [];

/**
 * View 1 "Summary" (spec 1 §2, §5): the album part by part, the quantity, terms and
 * residency, the price, and Add to Cart, Checkout and Submit order.
 */
export function SummaryView() {
  const { t, ready } = useSummaryTexts();
  const albumId = useSessionStore((state) => state.albumId) ?? '';
  const album = useAlbum(albumId || null);
  const catalog = useCatalogue();
  const discs = useQuery({ ...albumDiscsQueryOptions(albumId), enabled: albumId !== '' });
  const options = album.data?.attributes.album_options ?? NO_OPTIONS;
  const sources = useSummarySources(albumId, discs.data ?? NO_DISCS, options);
  const failed = [album, catalog, discs].find((query) => query.isError)?.error ?? sources.error;
  const loaded = ready && album.data && catalog.data && discs.data && !sources.loading;
  return (
    <WizardStepFrame
      title={ready ? t('title') : ''}
      intro={ready ? t('intro') : undefined}
      error={failed && ready ? t('loadError', { reason: reasonOf(failed) }) : undefined}
      loading={!loaded}
    >
      {loaded && !failed && (
        <SummaryContent
          key={album.data.id}
          album={album.data}
          catalog={catalog.data}
          sources={sources}
        />
      )}
    </WizardStepFrame>
  );
}
