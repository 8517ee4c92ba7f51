import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/lib/paths';

export interface ExitProjectModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 1 §2: "Exit project? Your album project is automatically saved". */
export function ExitProjectModal({ opened, onClose }: ExitProjectModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('exit.title')} centered>
      <Text>{t('exit.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('exit.continue')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            void navigate(PATHS.dashboard);
          }}
        >
          {t('exit.dashboard')}
        </Button>
      </Group>
    </Modal>
  );
}
