import {
  snapBox,
  snapTargets,
  type Artwork,
  type DesignDocument,
  type DesignElement,
} from '@vinyl/domain';
import Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Rect, Stage, Transformer } from 'react-konva';
import type { PlacedImages } from '../api/designs';
import { changeOf, ElementShape } from './element-shape';
import { Guides, SnapLines } from './guides';

// Two fingers on a tablet zoom even while the first one drags.
Konva.hitOnDragEnabled = true;

/** Screen pixels within which a dragged element snaps to a guide. */
const SNAP_PX = 6;
export const ZOOM_LIMITS = { min: 0.25, max: 8 } as const;
const clampZoom = (zoom: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));

interface Props {
  document: DesignDocument;
  artwork: Artwork;
  images: PlacedImages;
  /** Screen pixels per millimetre at zoom 1 (the page fits the width). */
  fitScale: number;
  zoom: number;
  onZoom(zoom: number): void;
  showGuides: boolean;
  snap: boolean;
  selectedId: string | null;
  label: string;
  onSelect(id: string | null): void;
  onChange(id: string, change: Partial<DesignElement>): void;
}

const NO_LINES = { vertical: [], horizontal: [] };

/**
 * The part on a Konva stage at its print geometry, in millimetres: the page (bleed
 * included) in the design's background, its elements, a transformer on the selected one,
 * the guides on a layer of their own that is never printed, and the lines a dragged
 * element snaps to. Zoom with the buttons, Ctrl + wheel or two fingers; pan by scrolling.
 */
export function DesignerCanvas(props: Props) {
  const { document, artwork, images, fitScale, zoom, onZoom, showGuides, selectedId } = props;
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const pinch = useRef<number | null>(null);
  const [lines, setLines] = useState<{ vertical: number[]; horizontal: number[] }>(NO_LINES);
  const targets = useMemo(() => snapTargets(artwork), [artwork]);
  const scale = fitScale * zoom;

  useEffect(() => {
    const node = selectedId ? layer.current?.findOne(`#${selectedId}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, document, images]);

  function snapNode(node: Konva.Node) {
    if (!props.snap || !layer.current) return;
    const box = node.getClientRect({ relativeTo: layer.current, skipStroke: true });
    const snapped = snapBox(box, targets, SNAP_PX / scale);
    node.x(node.x() + snapped.x - box.x);
    node.y(node.y() + snapped.y - box.y);
    setLines(snapped.guides);
  }

  function onTouchMove(event: Konva.KonvaEventObject<TouchEvent>) {
    const [first, second] = event.evt.touches;
    if (!first || !second) return;
    event.evt.preventDefault();
    const distance = Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
    if (pinch.current) onZoom(clampZoom(zoom * (distance / pinch.current)));
    pinch.current = distance;
  }

  return (
    <div
      role="img"
      aria-label={props.label}
      style={{ overflow: 'auto', maxHeight: '75vh', touchAction: 'pan-x pan-y' }}
    >
      <Stage
        width={artwork.page.width * scale}
        height={artwork.page.height * scale}
        onMouseDown={(event) => {
          if (event.target === event.target.getStage()) props.onSelect(null);
        }}
        onWheel={(event) => {
          if (!event.evt.ctrlKey && !event.evt.metaKey) return;
          event.evt.preventDefault();
          onZoom(clampZoom(zoom * (event.evt.deltaY < 0 ? 1.1 : 1 / 1.1)));
        }}
        onTouchMove={onTouchMove}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        <Layer ref={layer} scaleX={scale} scaleY={scale}>
          <Rect
            name="background"
            width={artwork.page.width}
            height={artwork.page.height}
            fill={document.background}
            onMouseDown={() => props.onSelect(null)}
            onTap={() => props.onSelect(null)}
          />
          {document.elements.map((element) => (
            <ElementShape
              key={element.id}
              element={element}
              image={element.type === 'image' ? images[element.imageId] : undefined}
              onSelect={() => props.onSelect(element.id)}
              onChange={(change) => props.onChange(element.id, change)}
              onDragMove={snapNode}
              onDragEnd={() => setLines(NO_LINES)}
            />
          ))}
          <Transformer
            ref={transformer}
            rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
            onTransformEnd={() => {
              const node = transformer.current?.nodes()[0];
              const element = document.elements.find((item) => item.id === selectedId);
              if (node && element) props.onChange(element.id, changeOf(element, node));
            }}
          />
        </Layer>
        <Layer scaleX={scale} scaleY={scale} listening={false}>
          {showGuides && <Guides artwork={artwork} />}
          <SnapLines artwork={artwork} lines={lines} />
        </Layer>
      </Stage>
    </div>
  );
}
