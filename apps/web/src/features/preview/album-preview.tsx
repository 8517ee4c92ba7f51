import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { areThumbnailsReady } from '@vinyl/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useAlbum } from '../../shared/api/albums/use-album';
import { usePreviewThumbnails } from '../../shared/api/albums/use-preview-thumbnails';
import { isApiError } from '../../shared/api/api-error';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { WizardStepFrame } from '../../shared/ui/wizard-step-frame';
import { CoverPreview } from './components/cover-preview';
import { DiscPreview } from './components/disc-preview';
import classes from './components/preview.module.css';
import { SleevePreview } from './components/sleeve-preview';
import { buildAlbumPreview } from './preview-model';
import { usePreviewTexts } from './use-preview-texts';

const reasonOf = (error: unknown) =>
  isApiError(error) ? error.title : error instanceof Error ? error.message : String(error);

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function AlbumDetails({ album }: { album: AlbumResource }) {
  const { t } = usePreviewTexts();
  const value = (text: string | null) => (text?.trim() ? text : t('details.none'));
  return (
    <dl aria-label={t('details.label')} style={{ margin: 0 }}>
      <Text component="dt" size="sm" c="dimmed">
        {t('details.title')}
      </Text>
      <Text component="dd" ms={0} mb="xs" fz="xl" fw={600}>
        {value(album.attributes.title)}
      </Text>
      <Text component="dt" size="sm" c="dimmed">
        {t('details.author')}
      </Text>
      <Text component="dd" ms={0} fz="lg">
        {value(album.attributes.author)}
      </Text>
    </dl>
  );
}

/**
 * View 0 "Album preview" (spec 1 §2): the warning, title and author, then the cover, each
 * disc and each inner sleeve drawn from the options and the print thumbnails (asked for
 * once more after 1000 ms when not all are ready, spec 1 §9).
 */
export function AlbumPreview() {
  const { t: tPages } = useTranslation();
  const { t, ready } = usePreviewTexts();
  const navigate = useNavigate();
  const albumId = useSessionStore((state) => state.albumId);
  const sessionOptions = useSessionStore((state) => state.albumOptions);
  const album = useAlbum(albumId);
  const thumbnails = usePreviewThumbnails(albumId);
  const preparing = !album.data || thumbnails.isPending;
  // The server checks album_options with the domain's schema on every write (albums.schemas.ts),
  // as the summary trusts them; parsing them here again loaded the schemas with the page.
  const model = buildAlbumPreview(
    album.data?.attributes.album_options ?? sessionOptions,
    thumbnails.data,
    album.data?.attributes.extra.label_text ?? '',
  );
  const incomplete =
    thumbnails.isError || (thumbnails.data && !areThumbnailsReady(thumbnails.data));

  return (
    <WizardStepFrame
      title={tPages('pages.preview')}
      intro={ready && t('intro')}
      error={album.isError && ready && t('loadError', { reason: reasonOf(album.error) })}
      loading={!album.isError && (!ready || preparing)}
    >
      {ready && album.data && !preparing && (
        <>
          {/* With the rest, not before it: shown above the loader, it moved up when the
              loader went (a layout shift of 0.215 in Lighthouse's run, issue 18). */}
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('warning')}
          </Alert>
          <AlbumDetails album={album.data} />
          {incomplete && (
            <Text size="sm" c="dimmed" role="status">
              {t('notAllReady')}
            </Text>
          )}
          <Part title={t('sections.cover')}>
            <div className={classes.stage}>
              <CoverPreview cover={model.cover} disc={model.discs[0]} />
            </div>
          </Part>
          <SimpleGrid cols={{ base: 1, lg: model.sleeves.length > 0 ? 2 : 1 }} spacing="xl">
            <Part title={t('sections.vinyl')}>
              {model.discs.map((disc) => (
                <DiscPreview key={disc.number} disc={disc} />
              ))}
            </Part>
            {model.sleeves.length > 0 && (
              <Part title={t('sections.sleeve')}>
                <div className={`${classes.stage} ${classes.row}`}>
                  {model.sleeves.map((sleeve) => (
                    <SleevePreview key={sleeve.number} sleeve={sleeve} />
                  ))}
                </div>
              </Part>
            )}
          </SimpleGrid>
          <Anchor
            href={`/api/raster-album/${encodeURIComponent(album.data.id)}`}
            download
            size="sm"
            style={{
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
            }}
          >
            <IconDownload size={16} aria-hidden />
            {t('download')}
          </Anchor>
        </>
      )}
      {ready && (
        <Group justify="space-between">
          <Button variant="default" onClick={() => void navigate(PATHS.fileUploader)}>
            {t('back')}
          </Button>
          <Button onClick={() => void navigate(`${PATHS.preview}?view=1`)}>{t('toSummary')}</Button>
        </Group>
      )}
    </WizardStepFrame>
  );
}
