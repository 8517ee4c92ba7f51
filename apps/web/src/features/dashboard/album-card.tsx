import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { albumStatusLabel, showsProgressBadge } from '@vinyl/domain';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { FactList } from '../../shared/ui/fact-list';
import { StateBadge } from '../../shared/ui/state-badge';
import classes from './album-card.module.css';
import { useAlbumFacts } from './album-facts';
import { ProgressVinyl } from './progress-vinyl';

export interface AlbumCardProps {
  album: AlbumResource;
  onDetails: (album: AlbumResource) => void;
}

/**
 * An album of the In Progress list (spec 1 §2): status badge, progress badge (none for
 * done), title or "untitled album", dates, format, track count or a red "No tracks", and
 * the progress vinyl.
 */
export function AlbumCard({ album, onDetails }: AlbumCardProps) {
  const { t } = useAlbumTexts();
  const facts = useAlbumFacts(album);
  const { album_status: status, album_progress: progress } = album.attributes;
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article">
      <div className={classes.top}>
        <ProgressVinyl progress={progress} label={(percent) => t('album.progress', { percent })} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <StateBadge kind="album" state={albumStatusLabel(status, progress)} />
            {showsProgressBadge(status) && (
              <Badge variant="light" aria-label={t('album.progressLabel', { step: facts.step })}>
                {facts.step}
              </Badge>
            )}
          </Group>
          <h3 className={classes.heading}>{facts.title}</h3>
        </Stack>
      </div>
      <FactList
        facts={[
          { term: t('album.created'), value: facts.created },
          { term: t('album.modified'), value: facts.modified },
          { term: t('album.format'), value: facts.format },
        ]}
      />
      {facts.tracks === 0 ? (
        <Text size="sm" c="red.9" fw={600}>
          {t('album.noTracks')}
        </Text>
      ) : (
        <Text size="sm">{t('album.tracks', { count: facts.tracks })}</Text>
      )}
      <Button
        variant="light"
        className={classes.details}
        onClick={() => onDetails(album)}
        aria-label={t('album.detailsOf', { title: facts.title })}
      >
        {t('album.details')}
      </Button>
    </Card>
  );
}
