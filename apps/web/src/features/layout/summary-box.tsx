import { Collapse, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/session';
import classes from './summary-box.module.css';

export const SUMMARY_BOX_ID = 'album-summary-box';

export interface SummaryBoxProps {
  opened: boolean;
  onToggle: () => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The floating summary of what the customer chose (spec 1 §1, §2): bottom left on wide
 * screens, along the bottom on small ones. Prices join it with the catalogue (later issue).
 */
export function SummaryBox({ opened, onToggle }: SummaryBoxProps) {
  const { t } = useTranslation();
  const title = useSessionStore((state) => state.albumTitle);
  const format = useSessionStore((state) => state.albumFormat);
  const rpm = useSessionStore((state) => state.albumRpm);
  const quantity = useSessionStore((state) => state.albumQuantity);
  const none = t('summary.notChosen');
  return (
    <aside className={classes.box} aria-label={t('summary.title')}>
      <UnstyledButton
        className={classes.header}
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={SUMMARY_BOX_ID}
      >
        <span className={classes.heading}>{t('summary.title')}</span>
        <span className={classes.albumTitle}>{title || t('summary.untitled')}</span>
        {opened ? (
          <IconChevronDown size={18} aria-hidden="true" />
        ) : (
          <IconChevronUp size={18} aria-hidden="true" />
        )}
      </UnstyledButton>
      <Collapse expanded={opened}>
        <div id={SUMMARY_BOX_ID} className={classes.body}>
          <dl className={classes.list}>
            <Row
              label={t('summary.format')}
              value={format ? t('summary.formatValue', { format }) : none}
            />
            <Row
              label={t('summary.rpm')}
              value={rpm ? t('summary.rpmValue', { value: rpm.value }) : none}
            />
            <Row label={t('summary.quantity')} value={quantity ? String(quantity) : none} />
          </dl>
          <Text size="xs" c="dimmed" mt="xs">
            {t('summary.pricesNote')}
          </Text>
        </div>
      </Collapse>
    </aside>
  );
}
