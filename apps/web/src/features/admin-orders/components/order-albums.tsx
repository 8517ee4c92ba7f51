import {
  Anchor,
  Badge,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDuration } from '@vinyl/domain';
import {
  AnalysisVerdicts,
  TrackAnalysisSummary,
  useAudioAnalysisTexts,
} from '../../../shared/audio-analysis';
import type { DetailAlbum } from '../api/order-detail';
import { useAdminOrdersTexts } from '../use-admin-orders-texts';

/**
 * The print checks' verdict as one word: a wrong size or missing bleed (what the customer
 * must acknowledge) is an error, resolution, RGB or extra pages a warning.
 */
function checkVerdict(checks: unknown): 'errors' | 'warnings' | 'clean' | 'unknown' {
  if (!checks || typeof checks !== 'object') return 'unknown';
  const problems = (checks as { problems?: { code: string; acknowledge?: boolean }[] }).problems;
  if (!problems) return 'unknown';
  if (problems.some((problem) => problem.acknowledge)) return 'errors';
  return problems.length > 0 ? 'warnings' : 'clean';
}

/** The codes of the problems found, for the operator's eye (size, bleed, resolution, rgb…). */
function problemCodes(checks: unknown): string {
  const problems = (checks as { problems?: { code: string }[] } | null)?.problems ?? [];
  return problems.map((problem) => problem.code).join(', ');
}

/** "WAV 44.1 kHz 24-bit stereo": what a cutting engineer checks first. */
function audioFacts(audio: DetailAlbum['sides'][number]['tracks'][number]['audio']): string {
  if (!audio) return '';
  const channels =
    audio.channels === 1
      ? 'mono'
      : audio.channels === 2
        ? 'stereo'
        : audio.channels
          ? `${audio.channels} ch`
          : '';
  return [
    audio.codec,
    audio.sample_rate ? `${audio.sample_rate / 1000} kHz` : '',
    audio.bits_per_sample ? `${audio.bits_per_sample}-bit` : '',
    channels,
    audio.lossless ? '' : 'lossy',
  ]
    .filter(Boolean)
    .join(' ');
}

type DetailSide = DetailAlbum['sides'][number];

/** A side as the plant cuts it: each track's facts and sound check, then the side's advice. */
function SideTable({ side }: { side: DetailSide }) {
  const { t } = useAdminOrdersTexts();
  const sound = useAudioAnalysisTexts();
  const warnings = side.audio_warnings ?? [];
  return (
    <Table withTableBorder striped captionSide="top" fz="sm">
      <Table.Caption>
        {t('order.side', { side: side.name, duration: formatDuration(side.duration) })}
      </Table.Caption>
      <Table.Tbody>
        {side.tracks.map((track) => (
          <Table.Tr key={track.position}>
            <Table.Td w={40}>
              {side.name}
              {track.position}
            </Table.Td>
            <Table.Td>
              {track.title}
              <TrackAnalysisSummary
                title={`${side.name}${track.position} ${track.title}`}
                analysis={track.analysis ?? null}
              />
            </Table.Td>
            <Table.Td c="dimmed">{audioFacts(track.audio)}</Table.Td>
            <Table.Td ta="right">{formatDuration(track.duration)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {sound.ready && warnings.length > 0 && (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={4}>
              <AnalysisVerdicts
                compact
                warnings={warnings}
                label={sound.t('verdict.sideLabel', { side: side.name })}
                clean={null}
              />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}

const VERDICT_COLOUR = { errors: 'red', warnings: 'yellow', clean: 'green', unknown: 'gray' };

/** One album of the order as the plant presses it: options, sides and print files. */
function AlbumCard({ album }: { album: DetailAlbum }) {
  const { t } = useAdminOrdersTexts();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={album.title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {album.title}{' '}
            {album.author && (
              <Text span c="dimmed">
                — {album.author}
              </Text>
            )}
          </Title>
          <Text size="sm">
            {t('order.albumFacts', {
              copies: album.copies,
              format: album.format ?? '—',
              speed: album.speed ?? '—',
            })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {album.parts.map((part) => (
            <Badge key={part.name} variant="light" color="dark">
              {part.name}: {part.color}
            </Badge>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {album.sides.map((side) => (
            <SideTable key={side.name} side={side} />
          ))}
        </SimpleGrid>
        {album.files.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {album.files.map((file) => {
              const verdict = checkVerdict(file.checks);
              return (
                <Stack key={`${file.kind}-${file.type}`} gap={4}>
                  {file.thumbnail_url ? (
                    <Image
                      src={file.thumbnail_url}
                      alt={`${file.kind} ${file.type}`}
                      h={120}
                      fit="contain"
                    />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('order.noThumbnail')}
                    </Text>
                  )}
                  <Anchor href={file.download_url} size="sm">
                    {file.kind} {file.type}
                  </Anchor>
                  <Group gap={4}>
                    <Badge
                      size="xs"
                      variant="light"
                      color={VERDICT_COLOUR[verdict]}
                      title={problemCodes(file.checks)}
                    >
                      {t(`order.checks.${verdict}`)}
                    </Badge>
                    <Badge size="xs" variant="outline" color="dark">
                      {file.source}
                    </Badge>
                  </Group>
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

export function OrderAlbums({ albums }: { albums: DetailAlbum[] }) {
  return (
    <Stack>
      {albums.map((album) => (
        <AlbumCard key={album.id} album={album} />
      ))}
    </Stack>
  );
}
