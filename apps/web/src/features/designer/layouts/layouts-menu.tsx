import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DesignPart } from '../api/designs';
import { getLayouts, type StartingLayout } from '../api/layouts';
import { useDesignerTexts } from '../use-designer-texts';

interface Props {
  part: DesignPart;
  /** Replaces the design with the layout (undo brings the previous one back). */
  onChoose(layout: StartingLayout): void;
}

/** A few ready layouts for the part, with the album's title, author and tracks in them. */
export function LayoutsMenu({ part, onChoose }: Props) {
  const { t, lang } = useDesignerTexts();
  const [open, setOpen] = useState(false);
  const layouts = useQuery({
    queryKey: ['design-layouts', part.albumId, part.kind, part.type],
    queryFn: () => getLayouts(part),
    enabled: open,
  });
  return (
    <Stack gap="xs" component="section" aria-label={t('layouts.title')}>
      <Text fw={600}>{t('layouts.title')}</Text>
      {!open ? (
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('layouts.show')}
        </Button>
      ) : layouts.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : layouts.isError ? (
        <Text size="sm" c="red">
          {t('layouts.error')}
        </Text>
      ) : (
        layouts.data.map((layout) => (
          <Button key={layout.id} variant="default" onClick={() => onChoose(layout)}>
            {layout.name[lang]}
          </Button>
        ))
      )}
    </Stack>
  );
}
