import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../shared/lib/paths';
import { PageTitle } from '../../shared/ui/page-title';

/** Open-source projects the shop is built on (spec 1 §2 "Credits page"). */
const PROJECTS = [
  { name: 'Fastify', href: 'https://fastify.dev', role: 'API' },
  { name: 'React', href: 'https://react.dev', role: 'UI' },
  { name: 'React Router', href: 'https://reactrouter.com', role: 'UI' },
  { name: 'Mantine', href: 'https://mantine.dev', role: 'UI' },
  { name: 'TanStack Query', href: 'https://tanstack.com/query', role: 'UI' },
  { name: 'Zustand', href: 'https://zustand.docs.pmnd.rs', role: 'UI' },
  { name: 'i18next', href: 'https://www.i18next.com', role: 'UI' },
  { name: 'Tabler Icons', href: 'https://tabler.io/icons', role: 'UI' },
  { name: 'Kysely', href: 'https://kysely.dev', role: 'API' },
  { name: 'Zod', href: 'https://zod.dev', role: 'API' },
  { name: 'Vite', href: 'https://vite.dev', role: 'Build' },
  { name: 'TypeScript', href: 'https://www.typescriptlang.org', role: 'Build' },
] as const;

export function CreditsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the visitor came from; a page opened directly (the router's first entry,
  // key "default") goes home instead.
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(PATHS.home));
  return (
    <Stack gap="md" maw={720} py="md">
      <PageTitle>{t('credits.title')}</PageTitle>
      <Text>{t('credits.builtBy')}</Text>
      <Title order={2} size="h3">
        {t('credits.frameworks')}
      </Title>
      <List spacing="xs">
        {PROJECTS.map((project) => (
          <List.Item key={project.name}>
            <Anchor href={project.href}>{project.name}</Anchor>
            <Text span c="dimmed" size="sm">{` · ${project.role}`}</Text>
          </List.Item>
        ))}
      </List>
      <Text c="dimmed">{t('credits.thanks')}</Text>
      <div>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={back}
        >
          {t('credits.back')}
        </Button>
      </div>
    </Stack>
  );
}
