import { Center, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import type { AlbumFileResource } from '../api/file-resource';
import { useGraphicsTexts } from '../use-graphics-texts';

/** Page 1 of a file (issue 8 item 5): the thumbnail, a spinner while it is made, or why not. */
export function FilePreview({ file }: { file: AlbumFileResource }) {
  const { t } = useGraphicsTexts();
  const { thumbnail } = file.meta;
  const name = file.attributes.title;
  if (thumbnail.ready && thumbnail.url) {
    return (
      <Paper withBorder radius="sm" p={4} bg="gray.0">
        <Image
          src={thumbnail.url}
          alt={t('card.preview', { name })}
          fit="contain"
          h={180}
          data-testid="graphics-thumbnail"
        />
      </Paper>
    );
  }
  if (thumbnail.error) {
    return (
      <Paper withBorder radius="sm" p="sm">
        <Stack gap={4} align="center">
          <IconFileOff aria-hidden size={28} />
          <Text size="sm" c="red.9" ta="center" role="status">
            {t(thumbnail.error === 'timeout' ? 'card.previewTimeout' : 'card.previewFailed')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="sm" h={180}>
      <Center h="100%">
        <Stack gap={4} align="center">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed" role="status">
            {t('card.previewPending')}
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
