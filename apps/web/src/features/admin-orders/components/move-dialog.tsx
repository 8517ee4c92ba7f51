import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FILE_KINDS, type FileKind } from '@vinyl/domain';
import type { DetailAlbum, MoveInput, MoveNeed } from '../api/order-detail';
import { useAdminOrdersTexts } from '../use-admin-orders-texts';

interface Props {
  move: { to: string; needs: MoveNeed[] } | null;
  albums: DetailAlbum[];
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(move: MoveInput): void;
}

interface Values {
  carrier: string;
  tracking_number: string;
  message: string;
  part: string;
  reason: string;
}

/**
 * Asks for what a production step needs before it is recorded (the carrier and tracking
 * number to ship, the part and what to fix for an artwork problem, a reason to cancel or
 * refund), then confirms it: the customer is mailed at once.
 */
export function MoveDialog({ move, albums, busy, error, onCancel, onConfirm }: Props) {
  const { t } = useAdminOrdersTexts();
  const needs = new Set(move?.needs ?? []);
  const form = useForm<Values>({
    initialValues: { carrier: '', tracking_number: '', message: '', part: '', reason: '' },
    validate: {
      carrier: (value) => (needs.has('carrier') && !value.trim() ? t('move.required') : null),
      tracking_number: (value) =>
        needs.has('tracking_number') && !value.trim() ? t('move.required') : null,
      message: (value) => (needs.has('message') && !value.trim() ? t('move.required') : null),
      part: (value) => (needs.has('part') && !value ? t('move.required') : null),
      reason: (value) => (needs.has('reason') && !value.trim() ? t('move.required') : null),
    },
  });
  // Only a printed part's slot can be reopened (not the album's own print PDF).
  const parts = albums.flatMap((album) =>
    album.files
      .filter((file) => FILE_KINDS.includes(file.kind as FileKind))
      .map((file) => ({
        value: JSON.stringify({ album_id: album.id, kind: file.kind, type: file.type }),
        label: `${album.title}: ${file.kind} ${file.type}`,
      })),
  );

  function submit(values: Values) {
    if (!move) return;
    onConfirm({
      to: move.to,
      ...(needs.has('carrier') && { carrier: values.carrier.trim() }),
      ...(needs.has('tracking_number') && { tracking_number: values.tracking_number.trim() }),
      ...(needs.has('message') && { message: values.message.trim() }),
      ...(needs.has('part') && { part: JSON.parse(values.part) as MoveInput['part'] }),
      ...(needs.has('reason') && { reason: values.reason.trim() }),
    });
  }

  const title = move
    ? t('move.title', {
        state: t(`states.order.${move.to}.name`, { ns: 'translation', defaultValue: move.to }),
      })
    : '';
  return (
    <Modal opened={move !== null} onClose={onCancel} title={title}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack>
          {needs.has('part') && (
            <Select label={t('move.part')} data={parts} {...form.getInputProps('part')} />
          )}
          {needs.has('message') && (
            <Textarea
              label={t('move.message')}
              autosize
              minRows={3}
              {...form.getInputProps('message')}
            />
          )}
          {needs.has('carrier') && (
            <TextInput label={t('move.carrier')} {...form.getInputProps('carrier')} />
          )}
          {needs.has('tracking_number') && (
            <TextInput label={t('move.tracking')} {...form.getInputProps('tracking_number')} />
          )}
          {needs.has('reason') && (
            <Textarea
              label={t('move.reason')}
              autosize
              minRows={2}
              {...form.getInputProps('reason')}
            />
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('move.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('move.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
