import { Title } from '@mantine/core';
import type { TitleProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageTitleProps extends Omit<TitleProps, 'order' | 'children'> {
  children: string;
}

/** The page's one h1, also used as the document title. */
export function PageTitle({ children, ...props }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${children} · ${t('app.name')}`}</title>
      <Title order={1} {...props}>
        {children}
      </Title>
    </>
  );
}
