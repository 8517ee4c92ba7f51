import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/lib/paths';
import type { Feedback } from '../use-summary-order';
import { useSummaryTexts } from '../use-summary-texts';

/**
 * After Submit order (spec 1 §2, §7, §8): "Order completed!" / "Order placed successfully"
 * with the standby text when an invoice_url came back, otherwise "Error" / "There was an
 * error sending the order"; both link back to the dashboard.
 */
export function OrderFeedback({ feedback }: { feedback: Feedback }) {
  const { t } = useSummaryTexts();
  const completed = feedback === 'completed';
  return (
    <Stack gap="md" maw={640} role={completed ? 'status' : 'alert'}>
      <Title order={2} c={completed ? undefined : 'red.8'}>
        {completed && (
          <IconCircleCheck
            size={28}
            color="var(--mantine-color-teal-8)"
            aria-hidden="true"
            style={{ verticalAlign: 'middle', marginRight: 8 }}
          />
        )}
        {t(completed ? 'feedback.completedTitle' : 'feedback.errorTitle')}
      </Title>
      <Text size="lg">{t(completed ? 'feedback.completedBody' : 'feedback.errorBody')}</Text>
      {completed && (
        <Alert color="blue" variant="light">
          {t('feedback.standby')}
        </Alert>
      )}
      <Button component={Link} to={PATHS.dashboard} w="fit-content">
        {t('feedback.dashboard')}
      </Button>
    </Stack>
  );
}
