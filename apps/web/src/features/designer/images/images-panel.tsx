import {
  Alert,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listDesignImages, type DesignImage } from '../api/design-images';
import { useDesignerTexts } from '../use-designer-texts';
import { useImageUpload, type ImageProblem } from './use-image-upload';

const IMAGES_KEY = ['design-images'] as const;

interface Props {
  /** Places the image on the page (and makes it drawable). */
  onPlace(image: DesignImage): void;
}

/**
 * The designer's pictures: drop or pick a JPEG, PNG or TIFF (sent over the shop's resumable
 * uploads, placed at once), or place one sent before.
 */
export function ImagesPanel({ onPlace }: Props) {
  const { t } = useDesignerTexts();
  const client = useQueryClient();
  const images = useQuery({ queryKey: IMAGES_KEY, queryFn: listDesignImages });
  const upload = useImageUpload();
  const [problem, setProblem] = useState<ImageProblem | null>(null);

  async function drop(files: File[]) {
    setProblem(null);
    for (const file of files) {
      const outcome = await upload.upload(file);
      if (outcome.ok) {
        onPlace(outcome.image);
        await client.invalidateQueries({ queryKey: IMAGES_KEY });
      } else if (outcome.problem) {
        setProblem(outcome.problem);
      }
    }
  }

  return (
    <Stack gap="xs" component="section" aria-label={t('images.title')}>
      <Text fw={600}>{t('images.title')}</Text>
      <Dropzone
        onDrop={(files) => void drop(files)}
        // Checked by content before sending: a file the browser names oddly still arrives.
        accept={['image/jpeg', 'image/png', 'image/tiff']}
        onReject={(rejections) =>
          setProblem({
            key: 'images.notImage',
            values: { name: rejections[0]?.file.name ?? '' },
          })
        }
        loading={upload.busy}
        inputProps={{ 'aria-label': t('images.drop') }}
        radius="md"
        p="sm"
      >
        <Group justify="center" gap="xs" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <IconPhoto size={24} aria-hidden />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t('images.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('images.hint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {upload.progress !== null && (
        <Progress value={upload.progress * 100} aria-label={t('images.uploading')} />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {t(problem.key, problem.values)}
        </Alert>
      )}
      {(images.data?.length ?? 0) > 0 && (
        <SimpleGrid cols={3} spacing="xs">
          {images.data?.map((image) => (
            <UnstyledButton
              key={image.id}
              onClick={() => onPlace(image)}
              aria-label={t('images.place', { name: image.fileName })}
            >
              <Image src={image.previewUrl} alt="" h={64} fit="cover" radius="sm" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
