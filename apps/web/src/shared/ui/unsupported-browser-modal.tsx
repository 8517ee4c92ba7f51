import { Button, Group, Modal, Text } from '@mantine/core';
import { isBrowserSupported } from '@vinyl/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionFlag, writeSessionFlag } from '../lib/session-flags';

const DISMISSED = 'unsupported-browser-dismissed';

export interface UnsupportedBrowserModalProps {
  /** Defaults to the browser's own user agent. */
  userAgent?: string;
}

/**
 * Spec 1 §2, §5: a static modal for browsers older than the minimums; once dismissed with
 * "Ok, I understand" it stays closed for the rest of the tab's session.
 */
export function UnsupportedBrowserModal({ userAgent }: UnsupportedBrowserModalProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(
    () => !isBrowserSupported(userAgent ?? navigator.userAgent) && !readSessionFlag(DISMISSED),
  );
  const dismiss = () => {
    writeSessionFlag(DISMISSED);
    setOpened(false);
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={t('browser.title')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Text>{t('browser.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={dismiss} data-autofocus>
          {t('browser.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
