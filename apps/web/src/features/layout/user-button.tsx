import { Button } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import classes from './top-bar.module.css';

/** The user menu's button (user-menu.tsx): its look-alike before first use, then its target. */
export const UserButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function UserButton({ children, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="dark"
        leftSection={<IconUserCircle size={20} aria-hidden="true" />}
        rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        classNames={{ label: classes.userLabel }}
        {...props}
      >
        {children}
      </Button>
    );
  },
);
