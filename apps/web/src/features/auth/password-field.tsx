import { TextInput, UnstyledButton } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './login-page.module.css';

/**
 * A password input with a show/hide toggle. Mantine's PasswordInput would add about 3 KB
 * gzipped to the login route, which sits at DESIGN.md's 170 KB limit.
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          className={classes.reveal}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t('login.showPassword')}
          aria-pressed={visible}
        >
          {visible ? (
            <IconEyeOff size={18} aria-hidden="true" />
          ) : (
            <IconEye size={18} aria-hidden="true" />
          )}
        </UnstyledButton>
      }
    />
  );
}
