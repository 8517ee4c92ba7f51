import {
  Button,
  ColorInput,
  Group,
  NumberInput,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DesignFontIdSchema, type DesignElement } from '@vinyl/domain';
import type { PlacedImage } from '../api/designs';
import { cropFor, cropSettings } from '../design-elements';
import { useDesignerTexts } from '../use-designer-texts';

export type AlignHow = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

interface Props {
  element: DesignElement;
  image: PlacedImage | undefined;
  onEdit(patch: Partial<DesignElement>): void;
  onAlign(how: AlignHow): void;
  onLayer(step: 1 | -1): void;
  onDelete(): void;
}

const isColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Zoom into a photo and choose what stays in view, without stretching it. */
function CropControls({
  element,
  image,
  onEdit,
}: {
  element: Extract<DesignElement, { type: 'image' }>;
  image: PlacedImage;
  onEdit(patch: Partial<DesignElement>): void;
}) {
  const { t } = useDesignerTexts();
  const { zoom, focus } = cropSettings(element, image);
  const crop = (next: { zoom?: number; x?: number; y?: number }) =>
    onEdit({
      crop: cropFor(image, element, next.zoom ?? zoom, {
        x: next.x ?? focus.x,
        y: next.y ?? focus.y,
      }),
    });
  return (
    <Stack gap={4} miw={220}>
      <Text size="sm">{t('crop.zoom')}</Text>
      <Slider
        min={1}
        max={4}
        step={0.05}
        value={zoom}
        label={(value) => `${value.toFixed(1)}×`}
        onChange={(value) => crop({ zoom: value })}
        thumbLabel={t('crop.zoom')}
      />
      <Text size="sm">{t('crop.horizontal')}</Text>
      <Slider
        min={0}
        max={1}
        step={0.01}
        value={focus.x}
        label={null}
        onChange={(value) => crop({ x: value })}
        thumbLabel={t('crop.horizontal')}
      />
      <Text size="sm">{t('crop.vertical')}</Text>
      <Slider
        min={0}
        max={1}
        step={0.01}
        value={focus.y}
        label={null}
        onChange={(value) => crop({ y: value })}
        thumbLabel={t('crop.vertical')}
      />
    </Stack>
  );
}

/** What the selected element is made of, and what can be done to it. */
export function ElementPanel({ element, image, onEdit, onAlign, onLayer, onDelete }: Props) {
  const { t } = useDesignerTexts();
  return (
    <Stack gap="sm" component="section" aria-label={t('selection')}>
      <Group align="end" wrap="wrap">
        {element.type === 'text' && (
          <>
            <Textarea
              label={t('text')}
              value={element.text}
              autosize
              onChange={(event) => onEdit({ text: event.currentTarget.value })}
            />
            <Select
              label={t('font')}
              value={element.fontId}
              allowDeselect={false}
              data={DesignFontIdSchema.options.map((id) => ({
                value: id,
                label: t(`fonts.${id}`),
              }))}
              onChange={(value) => value && onEdit({ fontId: DesignFontIdSchema.parse(value) })}
            />
            <NumberInput
              label={t('fontSize')}
              min={4}
              max={400}
              value={element.fontSizePt}
              onChange={(value) => typeof value === 'number' && onEdit({ fontSizePt: value })}
            />
            <ColorInput
              label={t('colour')}
              format="hex"
              value={element.fill}
              onChangeEnd={(value) => isColour(value) && onEdit({ fill: value })}
            />
          </>
        )}
        {(element.type === 'rect' || element.type === 'ellipse') && (
          <ColorInput
            label={t('fill')}
            format="hex"
            value={element.fill ?? '#ffffff'}
            onChangeEnd={(value) => isColour(value) && onEdit({ fill: value })}
          />
        )}
        {element.type === 'line' && (
          <ColorInput
            label={t('colour')}
            format="hex"
            value={element.stroke}
            onChangeEnd={(value) => isColour(value) && onEdit({ stroke: value })}
          />
        )}
        {element.type === 'image' && image && (
          <CropControls element={element} image={image} onEdit={onEdit} />
        )}
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('align.title')}>
        {(['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const).map((how) => (
          <Button key={how} size="xs" variant="default" onClick={() => onAlign(how)}>
            {t(`align.${how}`)}
          </Button>
        ))}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => onLayer(1)}>
          {t('forward')}
        </Button>
        <Button variant="default" onClick={() => onLayer(-1)}>
          {t('backward')}
        </Button>
        <Button color="red" variant="light" onClick={onDelete}>
          {t('delete')}
        </Button>
      </Group>
    </Stack>
  );
}
