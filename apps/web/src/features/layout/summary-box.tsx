import { Alert, Collapse, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { priceAlbum } from '@vinyl/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbum } from '../../shared/api/albums/use-album';
import { catalogueQueryOptions, useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { useOptionValues } from '../../shared/i18n/option-values';
import { useSessionStore } from '../../shared/session';
import { SUMMARY_BOX_ID } from './layout-rules';
import classes from './summary-box.module.css';

export interface SummaryBoxProps {
  opened: boolean;
  onToggle: () => void;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.row} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * What the album costs, first so it stays in view: priced by the domain's one `priceAlbum`
 * (spec 2 §9, issue 14 item 9) from the catalogue and the options on the screen, never by
 * adding up the prices stored in the options (they may be stale).
 */
function PriceRows() {
  const { t, ready } = useAlbumTexts();
  const values = useOptionValues();
  const catalog = useCatalogue();
  const options = useSessionStore((state) => state.albumOptions);
  const format = useSessionStore((state) => state.albumFormat);
  const quantity = useSessionStore((state) => state.albumQuantity) ?? 1;
  if (!ready || !options.vinyl || !catalog.data) return null;
  const price = priceAlbum(catalog.data, { options, format, quantity });
  if (!price.ok) return null;
  return (
    <>
      <Row label={t('summary.total')} value={values.money(price.total)} strong />
      <Row label={t('summary.unitPrice')} value={values.money(price.unit)} />
    </>
  );
}

/** The album answer's `meta.price_changed`: cents for the album's copies, before and now. */
function readPriceChanged(meta: unknown): { from: number; to: number } | null {
  if (typeof meta !== 'object' || meta === null) return null;
  const change = (meta as Record<string, unknown>).price_changed;
  if (typeof change !== 'object' || change === null) return null;
  const { from, to } = change as Record<string, unknown>;
  return typeof from === 'number' && typeof to === 'number' ? { from, to } : null;
}

/**
 * The plant published a new price list and the server priced the album again when it was
 * opened (issue 17): the customer is told, until the album's next save. The box prices
 * with the shop's catalogue, which is read again then so the total shown is the new one.
 */
function PriceChangedNotice() {
  const { t, ready } = useAlbumTexts();
  const values = useOptionValues();
  const queryClient = useQueryClient();
  const albumId = useSessionStore((state) => state.albumId);
  const change = readPriceChanged(useAlbum(albumId).data?.meta);
  const seen = change ? `${albumId}:${change.from}:${change.to}` : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (seen) void queryClient.invalidateQueries({ queryKey: catalogueQueryOptions().queryKey });
  }, [seen, queryClient]);
  if (!ready || !change || dismissed === seen) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      mx="md"
      mb="xs"
      p="xs"
      role="status"
      withCloseButton
      closeButtonLabel={t('summary.priceChangedClose')}
      onClose={() => setDismissed(seen)}
    >
      <Text size="sm">
        {t('summary.priceChanged', {
          from: values.money(change.from),
          to: values.money(change.to),
        })}
      </Text>
    </Alert>
  );
}

/** The chosen options (spec 2 §3 album_options). */
function OptionRows() {
  const { t, ready } = useAlbumTexts();
  const values = useOptionValues();
  const options = useSessionStore((state) => state.albumOptions);
  if (!ready || !options.vinyl) return null;
  const { vinyl, label, cover, innerSleeve, outerSleeve, tracks } = options;
  const coverValue =
    cover &&
    (cover.gatefold === 'Yes'
      ? t('values.withGatefold', { colour: values.partColour(cover.color) })
      : values.partColour(cover.color));
  const vinylValue = values.vinyl(vinyl.color, vinyl.thickness);
  return (
    <>
      <Row
        label={t('summary.discs')}
        value={t(vinyl.vinylsQuantity === 2 ? 'summary.double' : 'summary.single')}
      />
      <Row label={t('summary.vinyl')} value={vinylValue} />
      {label && <Row label={t('summary.label')} value={values.partColour(label.color)} />}
      {coverValue && <Row label={t('summary.cover')} value={coverValue} />}
      {innerSleeve && (
        <Row label={t('summary.innerSleeve')} value={values.partColour(innerSleeve.color)} />
      )}
      {outerSleeve && (
        <Row label={t('summary.outerSleeve')} value={values.partColour(outerSleeve.color)} />
      )}
      <Row label={t('summary.tracks')} value={String(tracks?.number ?? 0)} />
    </>
  );
}

/**
 * The floating summary of what the customer chose and what it costs (spec 1 §1, §2): bottom
 * left on wide screens, along the bottom on small ones.
 */
export function SummaryBox({ opened, onToggle }: SummaryBoxProps) {
  const { t } = useTranslation();
  const title = useSessionStore((state) => state.albumTitle);
  const format = useSessionStore((state) => state.albumFormat);
  const rpm = useSessionStore((state) => state.albumRpm);
  const quantity = useSessionStore((state) => state.albumQuantity);
  const priced = useSessionStore((state) => state.albumOptions.vinyl !== undefined);
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
      <PriceChangedNotice />
      <Collapse expanded={opened}>
        <div id={SUMMARY_BOX_ID} className={classes.body}>
          <dl className={classes.list}>
            <PriceRows />
            <Row
              label={t('summary.format')}
              value={format ? t('summary.formatValue', { format }) : none}
            />
            <Row
              label={t('summary.rpm')}
              value={rpm ? t('summary.rpmValue', { value: rpm.value }) : none}
            />
            <Row label={t('summary.quantity')} value={quantity ? String(quantity) : none} />
            <OptionRows />
          </dl>
          {!priced && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('summary.pricesNote')}
            </Text>
          )}
        </div>
      </Collapse>
    </aside>
  );
}
