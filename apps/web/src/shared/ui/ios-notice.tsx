import { Alert, Anchor } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { isIOS } from '@vinyl/domain';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { config } from '../config';
import { readSessionFlag, writeSessionFlag } from '../lib/session-flags';

const DISMISSED = 'ios-notice-dismissed';

/** Spec 1 §2: on iOS, projects can be reached on the provider's site; desktop is advised. */
export function IosNotice({ userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(
    () => isIOS(userAgent ?? navigator.userAgent) && !readSessionFlag(DISMISSED),
  );
  if (!visible) return null;
  const site = config.siteUrl.replace(/^https?:\/\//, '');
  return (
    <Alert
      icon={<IconDeviceDesktop aria-hidden="true" />}
      title={t('ios.title')}
      color="dark"
      variant="light"
      withCloseButton
      closeButtonLabel={t('ios.dismiss')}
      onClose={() => {
        writeSessionFlag(DISMISSED);
        setVisible(false);
      }}
    >
      <Trans
        i18nKey="ios.text"
        values={{ site }}
        components={{ site: <Anchor href={config.siteUrl} /> }}
      />
    </Alert>
  );
}
