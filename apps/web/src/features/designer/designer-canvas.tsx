import type { Artwork, DesignDocument, DesignElement } from '@vinyl/domain';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Circle, Ellipse, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva';

const MM_PER_PT = 25.4 / 72;
const FONT_FAMILIES = {
  sans: 'Inter Variable, Inter, sans-serif',
  serif: 'Fraunces, serif',
  mono: 'Roboto Mono, monospace',
} as const;

interface Props {
  document: DesignDocument;
  artwork: Artwork;
  /** Screen pixels per millimetre. */
  scale: number;
  showGuides: boolean;
  selectedId: string | null;
  label: string;
  onSelect(id: string | null): void;
  onChange(id: string, change: Partial<DesignElement>): void;
}

/** Guides of the part (never printed): trim, safe area, folds, the label's circles. */
function Guides({ artwork }: { artwork: Artwork }) {
  const { bleed, safety, trim } = artwork;
  const stroke = { strokeWidth: 0.4, listening: false } as const;
  const round = artwork.shape === 'round';
  return (
    <>
      {!round && (
        <>
          <Rect
            x={bleed}
            y={bleed}
            width={trim.width}
            height={trim.height}
            stroke="#1c7ed6"
            {...stroke}
          />
          <Rect
            x={bleed + safety}
            y={bleed + safety}
            width={trim.width - 2 * safety}
            height={trim.height - 2 * safety}
            stroke="#2f9e44"
            dash={[2, 2]}
            {...stroke}
          />
        </>
      )}
      {artwork.panels.slice(1).map((panel) => (
        <Line
          key={panel.name}
          points={[bleed + panel.x, bleed, bleed + panel.x, bleed + trim.height]}
          stroke="#e8590c"
          dash={[3, 2]}
          {...stroke}
        />
      ))}
      {artwork.circles.map((circle) => (
        <Circle
          key={`${circle.role}-${circle.x}`}
          x={bleed + circle.x}
          y={bleed + trim.height - circle.y}
          radius={circle.diameter / 2}
          stroke={
            circle.role === 'trim' ? '#1c7ed6' : circle.role === 'safety' ? '#2f9e44' : '#e03131'
          }
          dash={circle.role === 'trim' ? undefined : [2, 2]}
          {...stroke}
        />
      ))}
    </>
  );
}

function ElementShape({
  element,
  onSelect,
  onChange,
}: {
  element: DesignElement;
  onSelect(): void;
  onChange(change: Partial<DesignElement>): void;
}) {
  const common = {
    id: element.id,
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    opacity: element.opacity,
    draggable: !element.locked,
    onMouseDown: onSelect,
    onTap: onSelect,
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) =>
      onChange({ x: event.target.x(), y: event.target.y() }),
  };
  switch (element.type) {
    case 'text':
      return (
        <Text
          {...common}
          text={element.text}
          width={element.width}
          align={element.align}
          lineHeight={element.lineHeight}
          fontSize={element.fontSizePt * MM_PER_PT}
          fontFamily={FONT_FAMILIES[element.fontId]}
          fill={element.fill}
        />
      );
    case 'rect':
      return (
        <Rect
          {...common}
          width={element.width}
          height={element.height}
          fill={element.fill ?? undefined}
          stroke={element.stroke ?? undefined}
          strokeWidth={element.strokeWidthMm}
        />
      );
    case 'ellipse':
      // Konva draws an ellipse about its centre; the document keeps its box's corner.
      return (
        <Ellipse
          {...common}
          offsetX={-element.width / 2}
          offsetY={-element.height / 2}
          radiusX={element.width / 2}
          radiusY={element.height / 2}
          fill={element.fill ?? undefined}
          stroke={element.stroke ?? undefined}
          strokeWidth={element.strokeWidthMm}
        />
      );
    case 'line':
      return (
        <Line
          {...common}
          points={[0, 0, element.dx, element.dy]}
          stroke={element.stroke}
          strokeWidth={element.strokeWidthMm}
        />
      );
    case 'image':
      return null;
  }
}

/** Reads a transformed node back into the document's terms (sizes, not scales). */
function changeOf(element: DesignElement, node: Konva.Node): Partial<DesignElement> {
  const [scaleX, scaleY] = [node.scaleX(), node.scaleY()];
  node.scaleX(1);
  node.scaleY(1);
  const moved = { x: node.x(), y: node.y(), rotation: node.rotation() };
  switch (element.type) {
    case 'text':
      return {
        ...moved,
        width: Math.max(5, element.width * scaleX),
        fontSizePt: Math.min(400, Math.max(4, element.fontSizePt * scaleY)),
      };
    case 'rect':
    case 'ellipse':
    case 'image':
      return { ...moved, width: element.width * scaleX, height: element.height * scaleY };
    case 'line':
      return { ...moved, dx: element.dx * scaleX, dy: element.dy * scaleY };
  }
}

/**
 * The part on a Konva stage at its print geometry, in millimetres: the page (bleed
 * included) in the design's background, its elements, a transformer on the selected one,
 * and the guides on a layer of their own that is never printed.
 */
export function DesignerCanvas(props: Props) {
  const { document, artwork, scale, showGuides, selectedId } = props;
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);

  useEffect(() => {
    const node = selectedId ? layer.current?.findOne(`#${selectedId}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, document]);

  const width = artwork.page.width * scale;
  const height = artwork.page.height * scale;
  return (
    <div role="img" aria-label={props.label}>
      <Stage
        width={width}
        height={height}
        onMouseDown={(event) => {
          if (event.target === event.target.getStage()) props.onSelect(null);
        }}
      >
        <Layer ref={layer} scaleX={scale} scaleY={scale}>
          <Rect
            name="background"
            width={artwork.page.width}
            height={artwork.page.height}
            fill={document.background}
            onMouseDown={() => props.onSelect(null)}
          />
          {document.elements.map((element) => (
            <ElementShape
              key={element.id}
              element={element}
              onSelect={() => props.onSelect(element.id)}
              onChange={(change) => props.onChange(element.id, change)}
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
        {showGuides && (
          <Layer scaleX={scale} scaleY={scale} listening={false}>
            <Guides artwork={artwork} />
          </Layer>
        )}
      </Stage>
    </div>
  );
}
