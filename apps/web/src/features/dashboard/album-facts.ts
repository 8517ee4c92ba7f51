import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { formatMediumDate } from '../../shared/lib/format-date';

/** What a card and the details modal say about an album, in the customer's language. */
export function useAlbumFacts(album: AlbumResource) {
  const { t, i18n } = useAlbumTexts();
  const { attributes, meta } = album;
  const date = (iso: string | undefined) => (iso ? formatMediumDate(iso, i18n.language) : '—');
  const discs = attributes.album_options?.vinyl?.vinylsQuantity ?? 1;
  const format = attributes.album_format
    ? t(discs === 2 ? 'album.formatDouble' : 'album.formatValue', {
        format: attributes.album_format,
      })
    : '—';
  return {
    title: attributes.title || t('album.untitled'),
    step: t(`album.progressStep.${attributes.album_progress}`),
    created: date(meta?.created),
    modified: date(meta?.modified),
    format,
    tracks: attributes.album_options?.tracks?.number ?? 0,
  };
}
