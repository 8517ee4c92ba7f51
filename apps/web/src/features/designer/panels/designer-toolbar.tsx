import { ActionIcon, Button, ColorInput, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import type { Artwork, DesignDocument, DesignElement } from '@vinyl/domain';
import { newLine, newShape, newText } from '../design-elements';
import { useDesignerTexts } from '../use-designer-texts';

interface Props {
  artwork: Artwork;
  document: DesignDocument;
  canUndo: boolean;
  canRedo: boolean;
  showGuides: boolean;
  snap: boolean;
  zoom: number;
  onAdd(element: DesignElement): void;
  onBackground(colour: string): void;
  onGuides(show: boolean): void;
  onSnap(snap: boolean): void;
  onUndo(): void;
  onRedo(): void;
  onZoom(zoom: number): void;
}

/** Adding, the page's colour, guides and snapping, undo and redo, and zoom. */
export function DesignerToolbar(props: Props) {
  const { t } = useDesignerTexts();
  const { artwork, zoom, onZoom } = props;
  return (
    <Group gap="xs" wrap="wrap" align="end">
      <Button variant="default" onClick={() => props.onAdd(newText(artwork, t('newText')))}>
        {t('addText')}
      </Button>
      <Button variant="default" onClick={() => props.onAdd(newShape(artwork, 'rect'))}>
        {t('addRect')}
      </Button>
      <Button variant="default" onClick={() => props.onAdd(newShape(artwork, 'ellipse'))}>
        {t('addEllipse')}
      </Button>
      <Button variant="default" onClick={() => props.onAdd(newLine(artwork))}>
        {t('addLine')}
      </Button>
      <ColorInput
        label={t('background')}
        value={props.document.background}
        format="hex"
        onChangeEnd={(value) => /^#[0-9a-f]{6}$/i.test(value) && props.onBackground(value)}
      />
      <Switch
        label={t('guides')}
        checked={props.showGuides}
        onChange={(event) => props.onGuides(event.currentTarget.checked)}
      />
      <Switch
        label={t('snap')}
        checked={props.snap}
        onChange={(event) => props.onSnap(event.currentTarget.checked)}
      />
      <Button variant="subtle" disabled={!props.canUndo} onClick={props.onUndo}>
        {t('undo')}
      </Button>
      <Button variant="subtle" disabled={!props.canRedo} onClick={props.onRedo}>
        {t('redo')}
      </Button>
      <Group gap={4} role="group" aria-label={t('zoom.title')}>
        <Tooltip label={t('zoom.out')}>
          <ActionIcon
            variant="default"
            aria-label={t('zoom.out')}
            onClick={() => onZoom(zoom / 1.25)}
          >
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" w={48} ta="center" aria-live="polite">
          {Math.round(zoom * 100)}%
        </Text>
        <Tooltip label={t('zoom.in')}>
          <ActionIcon
            variant="default"
            aria-label={t('zoom.in')}
            onClick={() => onZoom(zoom * 1.25)}
          >
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('zoom.fit')}>
          <ActionIcon variant="default" aria-label={t('zoom.fit')} onClick={() => onZoom(1)}>
            <IconZoomReset size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
