import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPalette, IconUpload } from '@tabler/icons-react';
import type { AlbumFileResource } from '../api/file-resource';
import type { GraphicsSlot } from '../graphics-slots';
import { useGraphicsTexts } from '../use-graphics-texts';
import { FilePreview } from './file-preview';
import { PrintCheck } from './print-check';

export interface SlotCardProps {
  slot: GraphicsSlot;
  /** The card's name, translated. */
  title: string;
  file: AlbumFileResource | undefined;
  disabled: boolean;
  onUpload: () => void;
  onCreateOnline: () => void;
  onAcknowledge: () => void;
}

/** One printed part (spec 2 §2): Create online or Upload file, its template, its file. */
export function SlotCard({ slot, title, file, disabled, ...actions }: SlotCardProps) {
  const { t } = useGraphicsTexts();
  const headingId = `slot-${slot.kind}-${slot.type}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          {file ? (
            <Badge
              variant="light"
              color={file.meta.relation.params.source === 'designer' ? 'grape' : 'dark'}
            >
              {t(`card.source.${file.meta.relation.params.source}`)}
            </Badge>
          ) : (
            <Badge variant="outline" color="red.9">
              {t('card.missing')}
            </Badge>
          )}
        </Group>
        {file && (
          <>
            <FilePreview file={file} />
            <Text size="sm" fw={600} truncate="end">
              {file.attributes.title}
              <Text span size="sm" c="dimmed" fw={400}>
                {` · ${t('card.pages', { count: file.attributes.page_count })}`}
              </Text>
            </Text>
            <PrintCheck file={file} disabled={disabled} onAcknowledge={actions.onAcknowledge} />
          </>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPalette size={16} aria-hidden />}
            disabled={disabled}
            onClick={actions.onCreateOnline}
          >
            {t('card.createOnline')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={disabled}
            onClick={actions.onUpload}
          >
            {t(file ? 'card.replaceFile' : 'card.uploadFile')}
          </Button>
        </Group>
        {slot.template && (
          <Anchor href={`/files/template/${slot.template}.pdf`} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={14} aria-hidden />
              {t('card.template', { name: `${slot.template}.pdf` })}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
