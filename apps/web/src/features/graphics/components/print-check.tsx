import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { PrintProblem } from '@vinyl/domain';
import type { AlbumFileResource } from '../api/file-resource';
import { useGraphicsTexts } from '../use-graphics-texts';

const size = (box: { width: number; height: number }) => `${box.width} × ${box.height}`;

function problemValues(problem: PrintProblem): Record<string, string | number> {
  switch (problem.code) {
    case 'size':
    case 'bleed':
      return { found: size(problem.found), expected: size(problem.expected) };
    case 'pages':
      return { count: problem.pages };
    case 'resolution':
      return { dpi: problem.dpi, required: problem.required, minimum: problem.minimum };
    case 'rgb':
      return {};
  }
}

export interface PrintCheckProps {
  file: AlbumFileResource;
  disabled: boolean;
  onAcknowledge: () => void;
}

/**
 * The print checks of a file in the customer's language (issue 8 item 4). A wrong size
 * waits for "Use it anyway"; resolution and colour are advice.
 */
export function PrintCheck({ file, disabled, onAcknowledge }: PrintCheckProps) {
  const { t } = useGraphicsTexts();
  const check = file.meta.print_check;
  if (check.problems.length === 0) {
    return (
      <Group gap={6} wrap="nowrap">
        {check.complete && (
          <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-9)" />
        )}
        <Text size="sm">{check.complete ? t('checks.ok') : t('card.checking')}</Text>
      </Group>
    );
  }
  const waiting = check.needs_acknowledgement && !check.acknowledged;
  return (
    <Alert color={waiting ? 'orange' : 'yellow'} variant="light" title={t('checks.title')} p="sm">
      <List size="sm" spacing={4}>
        {check.problems.map((problem) => (
          <List.Item key={problem.code}>
            {t(`checks.${problem.code}`, problemValues(problem))}
          </List.Item>
        ))}
      </List>
      {waiting && (
        <Button
          size="xs"
          mt="xs"
          variant="outline"
          color="orange.9"
          disabled={disabled}
          onClick={onAcknowledge}
        >
          {t('checks.acknowledge')}
        </Button>
      )}
      {check.needs_acknowledgement && check.acknowledged && (
        <Text size="sm" mt="xs">
          {t('checks.acknowledged')}
        </Text>
      )}
    </Alert>
  );
}
