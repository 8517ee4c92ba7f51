import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { QuoteInput } from '../api/order-detail';
import { useAdminOrdersTexts } from '../use-admin-orders-texts';

interface Props {
  /** The quote being revised, in cents; empty for a first quote. */
  current: number | null;
  busy: boolean;
  error: string | null;
  onSend(quote: QuoteInput): Promise<unknown>;
}

interface Values {
  total: number | '';
  discount: number | '';
  reason: string;
  message: string;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The plant's quote for an order of 10–30 copies: the total, an optional discount with its
 * reason, and a message; sending mails the customer a payment link that works without
 * signing in. While unpaid it can be revised: the old link stops working.
 */
export function QuoteForm({ current, busy, error, onSend }: Props) {
  const { t } = useAdminOrdersTexts();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    initialValues: { total: current ? current / 100 : '', discount: '', reason: '', message: '' },
    validate: {
      total: (value) => (typeof value === 'number' && value > 0 ? null : t('quote.totalNeeded')),
      reason: (value, values) =>
        typeof values.discount === 'number' && values.discount > 0 && !value.trim()
          ? t('quote.reasonNeeded')
          : null,
    },
  });

  async function submit(values: Values) {
    setSent(false);
    const discount =
      typeof values.discount === 'number' && values.discount > 0
        ? { amount: cents(values.discount), reason: values.reason.trim() }
        : undefined;
    await onSend({
      price: cents(values.total as number),
      ...(discount && { discount }),
      ...(values.message.trim() && { message: values.message.trim() }),
    });
    setSent(true);
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('quote.title')}>
      <form onSubmit={form.onSubmit((values) => void submit(values).catch(() => undefined))}>
        <Stack>
          <Title order={2} size="h4">
            {current ? t('quote.revise') : t('quote.title')}
          </Title>
          <Group grow align="start">
            <NumberInput
              label={t('quote.total')}
              decimalScale={2}
              fixedDecimalScale
              min={0}
              prefix="€ "
              {...form.getInputProps('total')}
            />
            <NumberInput
              label={t('quote.discount')}
              decimalScale={2}
              min={0}
              prefix="€ "
              {...form.getInputProps('discount')}
            />
            <TextInput label={t('quote.reason')} {...form.getInputProps('reason')} />
          </Group>
          <Textarea
            label={t('quote.message')}
            autosize
            minRows={2}
            {...form.getInputProps('message')}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {sent && !error && (
            <Alert color="green" variant="light" role="status">
              {t('quote.sent')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {current ? t('quote.sendRevision') : t('quote.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
