import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import {
  displayedSideDuration,
  formatDuration,
  isFormatAvailable,
  startingFromPrice,
  type Catalog,
  type FormatEntry,
} from '@vinyl/domain';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { useFormat } from '../../shared/i18n/use-format';
import { VinylRecord } from '../../shared/ui/vinyl-record';
import classes from './vinyls.module.css';

/** Discs are drawn to scale: a 12″ fills the space, a 5″ is less than half of it. */
const DISC_SIZE: Record<FormatEntry['format'], number> = { '12': 104, '10': 88, '7': 64, '5': 46 };

export interface FormatCardProps {
  catalog: Catalog;
  entry: FormatEntry;
  onChoose: (entry: FormatEntry) => void;
}

/**
 * A format card (spec 2 §2): format, single or double, the spec's description, dimension,
 * max duration per side (maxDuration / 2) and the "Starting from" price, or "Not avaiable".
 */
export function FormatCard({ catalog, entry, onChoose }: FormatCardProps) {
  const { t } = useAlbumTexts();
  const { money } = useFormat();
  const available = isFormatAvailable(catalog, entry.format, entry.vinylsQuantity);
  const discs = t(entry.vinylsQuantity === 2 ? 'vinyls.double' : 'vinyls.single');
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-disabled={!available || undefined}
    >
      <div className={classes.disc}>
        <VinylRecord size={DISC_SIZE[entry.format]} />
      </div>
      <Stack gap={4} align="center" ta="center">
        <Title order={3} className={classes.format}>{`${entry.format}″`}</Title>
        <Badge variant={entry.vinylsQuantity === 2 ? 'filled' : 'light'} color="dark">
          {discs}
        </Badge>
        <Text size="sm" c="dimmed">
          {t(`vinyls.descriptions.${entry.format}`)}
        </Text>
        <Text size="sm">
          {t('vinyls.dimension', { dimension: entry.dimension.replace('x', '×') })}
        </Text>
        <Text size="sm">
          {t('vinyls.maxPerSide', { duration: formatDuration(displayedSideDuration(entry)) })}
        </Text>
        {available ? (
          <Text fw={700}>
            {t('vinyls.startingFrom', { price: money(startingFromPrice(entry)) })}
          </Text>
        ) : (
          <Text fw={700} c="red.9">
            {t('vinyls.notAvailable')}
          </Text>
        )}
      </Stack>
      {available && (
        // The button's hit area covers the whole card (CSS): the card is the button.
        <Button
          className={classes.choose}
          variant="light"
          onClick={() => onChoose(entry)}
          aria-label={t('vinyls.chooseCard', { format: entry.format, discs: discs.toLowerCase() })}
        >
          {t('vinyls.choose', { format: entry.format })}
        </Button>
      )}
    </Card>
  );
}
