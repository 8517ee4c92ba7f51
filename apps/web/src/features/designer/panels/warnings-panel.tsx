import { Alert, Stack, Text } from '@mantine/core';
import type { DesignWarning } from '@vinyl/domain';
import { useDesignerTexts } from '../use-designer-texts';

/** The print warnings of the design as it stands, from the plant's rules in the domain. */
export function WarningsPanel({ warnings }: { warnings: DesignWarning[] }) {
  const { t } = useDesignerTexts();
  return (
    <Stack gap={4} component="section" aria-label={t('warnings')}>
      <Text fw={600}>{t('warnings')}</Text>
      {warnings.length === 0 ? (
        <Text size="sm">{t('noWarnings')}</Text>
      ) : (
        warnings.map((warning, index) => (
          <Alert key={index} color={warning.level === 'red' ? 'red' : 'yellow'} variant="light">
            {t(`warning.${warning.code}`, 'dpi' in warning ? { dpi: warning.dpi } : {})}
          </Alert>
        ))
      )}
    </Stack>
  );
}
