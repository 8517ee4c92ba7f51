import type { DesignElement } from '@vinyl/domain';
import type Konva from 'konva';
import { Ellipse, Image, Line, Rect, Text } from 'react-konva';
import type { PlacedImage } from '../api/designs';
import { FONT_FAMILIES } from './design-fonts';
import { useHtmlImage } from './use-html-image';

const MM_PER_PT = 25.4 / 72;

type ImageElement = Extract<DesignElement, { type: 'image' }>;

interface Props {
  element: DesignElement;
  image: PlacedImage | undefined;
  onSelect(): void;
  onChange(change: Partial<DesignElement>): void;
  /** While dragged: where the node would go, corrected to the guides it snaps to. */
  onDragMove(node: Konva.Node): void;
  onDragEnd(): void;
}

/** An image from its small copy, showing the cropped part of the source over its box. */
function ImageShape({
  element,
  image,
  common,
}: {
  element: ImageElement;
  image: PlacedImage | undefined;
  common: Record<string, unknown>;
}) {
  const html = useHtmlImage(image?.previewUrl);
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  if (!html) {
    // Until the picture arrives (or if it is gone), its box shows where it sits.
    return <Rect {...common} width={element.width} height={element.height} fill="#dee2e6" />;
  }
  return (
    <Image
      {...common}
      image={html}
      width={element.width}
      height={element.height}
      crop={{
        x: crop.x * html.naturalWidth,
        y: crop.y * html.naturalHeight,
        width: crop.width * html.naturalWidth,
        height: crop.height * html.naturalHeight,
      }}
    />
  );
}

/** One element of the document as a Konva node, in millimetres. */
export function ElementShape({ element, image, onSelect, onChange, onDragMove, onDragEnd }: Props) {
  const common = {
    id: element.id,
    name: 'element',
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    opacity: element.opacity,
    draggable: !element.locked,
    onMouseDown: onSelect,
    onTap: onSelect,
    onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => onDragMove(event.target),
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => {
      onDragEnd();
      onChange({ x: event.target.x(), y: event.target.y() });
    },
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
          hitStrokeWidth={Math.max(3, element.strokeWidthMm)}
        />
      );
    case 'image':
      return <ImageShape element={element} image={image} common={common} />;
  }
}

/** Reads a transformed node back into the document's terms (sizes, not scales). */
export function changeOf(element: DesignElement, node: Konva.Node): Partial<DesignElement> {
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
