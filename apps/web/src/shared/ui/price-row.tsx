import { Group, Text } from '@mantine/core';

/** One line of a price list (a `dt`/`dd` pair inside a `dl`): its name left, its amount right. */
export function PriceRow({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 400} ta="right">
        {value}
      </Text>
    </Group>
  );
}
