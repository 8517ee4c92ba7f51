import { Alert, Anchor, Button, List, Loader, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { buildFromImage, type BuiltPart } from './api/from-image';
import { useImageUpload } from './images/use-image-upload';
import { useDesignerTexts } from './use-designer-texts';

const OUTCOME_TEXT: Record<BuiltPart['outcome'], string> = {
  built: 'fromImage.built',
  kept: 'fromImage.kept',
  failed: 'fromImage.partFailed',
};

/** A text of the designer and its values. */
interface Problem {
  key: string;
  values: Record<string, string | number>;
}

type Stage =
  | { step: 'choose' }
  | { step: 'building' }
  | { step: 'done'; parts: BuiltPart[] }
  | { step: 'failed'; problem: Problem };

/**
 * "One image is enough" (issue 16) at `/designer-app/{albumId}/from-image/{lang}`: one front
 * cover photo, and every printed part of the album that has nothing yet is designed from it
 * (the cover with the track list on the back and the title on a spine in the photo's colour,
 * labels per side, inner sleeves) and made into its print file. Each stays editable in the
 * designer; what the customer already supplied is kept.
 */
export function FromImagePage() {
  const { t, ready } = useDesignerTexts();
  const { albumId = '' } = useParams();
  const upload = useImageUpload();
  const [stage, setStage] = useState<Stage>({ step: 'choose' });

  async function drop(files: File[]) {
    const [file] = files;
    if (!file) return;
    const outcome = await upload.upload(file);
    if (!outcome.ok) {
      if (outcome.problem) setStage({ step: 'failed', problem: outcome.problem });
      return;
    }
    setStage({ step: 'building' });
    try {
      setStage({ step: 'done', parts: await buildFromImage(albumId, outcome.image.id) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      setStage({ step: 'failed', problem: { key: 'fromImage.failed', values: { reason } } });
    }
  }

  if (!ready) return <Loader />;
  return (
    <Stack maw={720}>
      <PageTitle>{t('fromImage.title')}</PageTitle>
      <Text>{t('fromImage.intro')}</Text>
      {stage.step === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {t(stage.problem.key, stage.problem.values)}
        </Alert>
      )}
      {(stage.step === 'choose' || stage.step === 'failed') && (
        <Dropzone
          onDrop={(files) => void drop(files)}
          accept={['image/jpeg', 'image/png', 'image/tiff']}
          multiple={false}
          loading={upload.busy}
          inputProps={{ 'aria-label': t('fromImage.drop') }}
          radius="md"
          p="xl"
        >
          <Stack align="center" gap="xs" style={{ pointerEvents: 'none' }}>
            <IconPhoto size={40} aria-hidden />
            <Text fw={600}>{t('fromImage.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('images.hint')}
            </Text>
          </Stack>
        </Dropzone>
      )}
      {upload.progress !== null && (
        <Progress value={upload.progress * 100} aria-label={t('images.uploading')} />
      )}
      {stage.step === 'building' && (
        <Text role="status">
          <Loader size="xs" mr="xs" />
          {t('fromImage.building')}
        </Text>
      )}
      {stage.step === 'done' && (
        <Stack gap="xs">
          <Text role="status" fw={600}>
            {t('fromImage.done', {
              count: stage.parts.filter((part) => part.outcome === 'built').length,
            })}
          </Text>
          <List>
            {stage.parts.map((part) => (
              <List.Item key={`${part.kind}-${part.type}`}>
                {t(`parts.${part.kind}`)} ({part.type}): {t(OUTCOME_TEXT[part.outcome])}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Anchor component={Link} to={PATHS.fileUploader}>
        {t('back')}
      </Anchor>
      {stage.step === 'done' && (
        <Button component={Link} to={PATHS.fileUploader}>
          {t('fromImage.review')}
        </Button>
      )}
    </Stack>
  );
}
