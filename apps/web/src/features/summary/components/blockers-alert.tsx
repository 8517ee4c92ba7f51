import { Alert, Anchor, List } from '@mantine/core';
import { listMissingPrintParts, type OrderBlocker, type PrintItem } from '@vinyl/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/lib/paths';
import { useSummaryTexts } from '../use-summary-texts';

const LINKS: Record<OrderBlocker, { to: string; text: 'toTracks' | 'toGraphics' }> = {
  minutes_exceeded: { to: PATHS.tracks, text: 'toTracks' },
  no_tracks: { to: PATHS.tracks, text: 'toTracks' },
  missing_print_items: { to: PATHS.fileUploader, text: 'toGraphics' },
};

/**
 * "It is not possible to continue with the order" with the reasons and where to fix each
 * (spec 1 §2 view 1, §8): minutes exceeded and no tracks → tracks, missing print elements
 * (naming Label, Vinyl, Cover or Inner sleeve) → graphics.
 */
export function BlockersAlert({
  blockers,
  missingPrintItems,
}: {
  blockers: readonly OrderBlocker[];
  missingPrintItems: readonly PrintItem[];
}) {
  const { t } = useSummaryTexts();
  if (blockers.length === 0) return null;
  const parts = listMissingPrintParts(missingPrintItems)
    .map((part) => t(`printParts.${part}`))
    .join(', ');
  return (
    <Alert color="red" variant="light" role="alert" title={t('blockers.title')}>
      <List size="sm" spacing={4}>
        {blockers.map((blocker) => (
          <List.Item key={blocker}>
            {t(`blockers.${blocker}`, { parts })}{' '}
            <Anchor component={Link} to={LINKS[blocker].to} size="sm" fw={600}>
              {t(`blockers.${LINKS[blocker].text}`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
