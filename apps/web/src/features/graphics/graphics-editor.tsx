import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  designerFromImagePath,
  designerPath,
  isDesignerSupported,
  type AlbumOptions,
  type FileKind,
  type PrintSizes,
} from '@vinyl/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { useAttachFile } from './api/change-album-files';
import type { AlbumFileResource } from './api/file-resource';
import {
  DesignerBrowserModal,
  SwitchSourceModal,
  UploadCompletedModal,
} from './components/graphics-dialogs';
import { SlotCard } from './components/slot-card';
import { UploadModal } from './components/upload-modal';
import { openDesignerPage } from './designer-navigation';
import { GraphicsFooter } from './graphics-footer';
import {
  listGraphicsSections,
  translateSlotText,
  type GraphicsSlot,
  type Translate,
} from './graphics-slots';
import { reasonOf } from './reason-of';
import { useGraphicsTexts } from './use-graphics-texts';
import { usePdfUpload, type UploadProblem } from './use-pdf-upload';

export interface GraphicsEditorProps {
  album: AlbumResource;
  options: AlbumOptions;
  sizes: PrintSizes;
  filesByKind: Partial<Record<FileKind, AlbumFileResource[]>>;
}

type Confirm = { slot: GraphicsSlot; target: 'designer' | 'upload' };

/** The graphics step's working area (spec 2 §2 "Graphics", issue 8 item 1). */
export function GraphicsEditor({ album, options, sizes, filesByKind }: GraphicsEditorProps) {
  const { t: translate, lang } = useGraphicsTexts();
  const t: Translate = (key, values) => translate(key, values ?? {});
  const upload = usePdfUpload(album.id);
  const attach = useAttachFile();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [uploading, setUploading] = useState<GraphicsSlot | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [browserCheck, setBrowserCheck] = useState<GraphicsSlot | null>(null);
  const [designerAccepted, setDesignerAccepted] = useState(false);
  const [completed, setCompleted] = useState<{ name: string; part: string } | null>(null);
  const ordered = album.attributes.album_status === 'ordered';
  // An ordered album stays locked, but for the one part the plant asked to fix (issue 17).
  const reopened = album.attributes.artwork_reopened ?? null;
  const locked = (slot: GraphicsSlot) =>
    ordered && !(reopened?.kind === slot.kind && reopened.type === slot.type);
  const sections = listGraphicsSections(options, sizes);
  const titleOf = (slot: GraphicsSlot) => translateSlotText(t, slot.title);
  const fileOf = (slot: GraphicsSlot) =>
    filesByKind[slot.kind]?.find((file) => file.meta.relation.params.type === slot.type);

  function fail(next: UploadProblem) {
    setProblem(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function openDesigner(slot: GraphicsSlot) {
    openDesignerPage(
      designerPath({ albumId: album.id, kind: slot.kind, type: slot.type, lang }, options),
    );
  }

  function createOnline(slot: GraphicsSlot, browserAccepted = designerAccepted) {
    if (!browserAccepted && !isDesignerSupported(navigator.userAgent)) return setBrowserCheck(slot);
    if (fileOf(slot)?.meta.relation.params.source === 'upload')
      return setConfirm({ slot, target: 'designer' });
    openDesigner(slot);
  }

  function startUpload(slot: GraphicsSlot) {
    if (fileOf(slot)?.meta.relation.params.source === 'designer')
      return setConfirm({ slot, target: 'upload' });
    setProblem(null);
    setUploading(slot);
  }

  function confirmSwitch({ slot, target }: Confirm) {
    setConfirm(null);
    if (target === 'upload') {
      // The upload replaces the designer's file in the slot once it is attached.
      setProblem(null);
      return setUploading(slot);
    }
    // Nothing is deleted before its replacement exists (issue 14 item 1): the upload stays
    // until the designer saves a file for this slot, which then takes its place.
    openDesigner(slot);
  }

  async function send(file: File) {
    const slot = uploading;
    if (!slot) return;
    const outcome = await upload.upload(slot, file);
    setUploading(null);
    if (outcome.ok) setCompleted({ name: outcome.file.attributes.title, part: titleOf(slot) });
    else if (outcome.problem) fail(outcome.problem);
  }

  function acknowledge(slot: GraphicsSlot, file: AlbumFileResource) {
    const change = { albumId: album.id, kind: slot.kind, type: slot.type, fileId: file.id };
    attach
      .mutateAsync({ ...change, source: file.meta.relation.params.source, acknowledged: true })
      .catch((error: unknown) =>
        fail({ key: 'errors.change', values: { reason: reasonOf(error) } }),
      );
  }

  return (
    <Stack gap="lg">
      {problem && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('errors.title')}
          withCloseButton
          onClose={() => setProblem(null)}
          closeButtonLabel={t('modal.close')}
        >
          {t(problem.key, problem.values)}
        </Alert>
      )}
      {reopened && (
        <Alert color="yellow" variant="light" title={t('reopened.title')}>
          {t('reopened.body', { message: reopened.message })}
        </Alert>
      )}
      {sections.length === 0 && <Text>{t('none')}</Text>}
      {sections.length > 0 && !ordered && (
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('fromImage.title')}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} maw={520}>
              <Text fw={600}>{t('fromImage.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('fromImage.body')}
              </Text>
            </Stack>
            <Button variant="light" component={Link} to={designerFromImagePath(album.id, lang)}>
              {t('fromImage.start')}
            </Button>
          </Group>
        </Paper>
      )}
      {sections.map((section) => (
        <Stack
          key={section.key}
          gap="sm"
          component="section"
          aria-label={translateSlotText(t, section.title)}
        >
          <Title order={2} size="h3">
            {translateSlotText(t, section.title)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {section.slots.map((slot) => {
              const file = fileOf(slot);
              return (
                <SlotCard
                  key={`${slot.kind}:${slot.type}`}
                  slot={slot}
                  title={titleOf(slot)}
                  file={file}
                  disabled={locked(slot) || upload.busy}
                  onUpload={() => startUpload(slot)}
                  onCreateOnline={() => createOnline(slot)}
                  onAcknowledge={() => file && acknowledge(slot, file)}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <GraphicsFooter
        album={album}
        options={options}
        filesByKind={filesByKind}
        busy={upload.busy}
        onError={fail}
      />
      <UploadModal
        opened={uploading !== null}
        part={uploading ? titleOf(uploading) : ''}
        template={uploading?.template ?? null}
        state={upload.state}
        maxMegabytes={sizes.maxFileMegabytes}
        onFile={(file) => void send(file)}
        onRefused={(key) => fail({ key, values: {} })}
        onCancel={() => {
          upload.cancel();
          setUploading(null);
        }}
      />
      <SwitchSourceModal
        target={confirm?.target ?? null}
        part={confirm ? titleOf(confirm.slot) : ''}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && confirmSwitch(confirm)}
      />
      <DesignerBrowserModal
        opened={browserCheck !== null}
        onCancel={() => setBrowserCheck(null)}
        onContinue={() => {
          const slot = browserCheck;
          setBrowserCheck(null);
          setDesignerAccepted(true);
          if (slot) createOnline(slot, true);
        }}
      />
      <UploadCompletedModal done={completed} onClose={() => setCompleted(null)} />
    </Stack>
  );
}
