import { Button, Group, Modal, Text } from '@mantine/core';
import { useGraphicsTexts } from '../use-graphics-texts';

interface ChoiceProps {
  opened: boolean;
  title: string;
  body: string;
  cancel: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
}

function Choice(props: ChoiceProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text>{props.body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel} data-autofocus>
          {props.cancel}
        </Button>
        <Button color="red.8" onClick={props.onConfirm}>
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  );
}

/** Spec 2 §4: switching source discards the other file, so it asks first (Cancel / Confirm). */
export function SwitchSourceModal(props: {
  target: 'designer' | 'upload' | null;
  part: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useGraphicsTexts();
  const toDesigner = props.target === 'designer';
  return (
    <Choice
      opened={props.target !== null}
      title={t(toDesigner ? 'switch.toDesignerTitle' : 'switch.toUploadTitle')}
      body={t(toDesigner ? 'switch.toDesigner' : 'switch.toUpload', { part: props.part })}
      cancel={t('switch.cancel')}
      confirm={t('switch.confirm')}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}

/** Spec 2 §2, §5: the designer runs in Chrome, Edge and Safari; elsewhere "continue anyway". */
export function DesignerBrowserModal(props: {
  opened: boolean;
  onCancel: () => void;
  onContinue: () => void;
}) {
  const { t } = useGraphicsTexts();
  return (
    <Choice
      opened={props.opened}
      title={t('browser.title')}
      body={t('browser.body')}
      cancel={t('browser.cancel')}
      confirm={t('browser.continue')}
      onCancel={props.onCancel}
      onConfirm={props.onContinue}
    />
  );
}

/** Spec 2 §4: after a successful upload, the upload-completed modal. */
export function UploadCompletedModal(props: {
  done: { name: string; part: string } | null;
  onClose: () => void;
}) {
  const { t } = useGraphicsTexts();
  return (
    <Modal
      opened={props.done !== null}
      onClose={props.onClose}
      title={t('completed.title')}
      centered
    >
      <Text>{props.done && t('completed.body', props.done)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={props.onClose} data-autofocus>
          {t('completed.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
