import { Anchor, Card, Group, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSummaryTexts } from '../use-summary-texts';

export interface PartRow {
  label: string;
  value: ReactNode;
}

/**
 * One part of the record (album, vinyl, label, cover, inner sleeve, outer sleeve) as a
 * table, with a link to the step where it is changed (spec 1 §2 view 1).
 */
export function PartTable({
  title,
  rows,
  changeTo,
  children,
}: {
  title: string;
  rows: PartRow[];
  /** The step's path. */
  changeTo: string;
  children?: ReactNode;
}) {
  const { t } = useSummaryTexts();
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={changeTo} aria-label={t('changePart', { part: title })}>
          {t('change')}
        </Anchor>
      </Group>
      <Table aria-label={title} withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" w="40%" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Card>
  );
}
