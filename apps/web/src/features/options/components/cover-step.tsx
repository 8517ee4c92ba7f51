import { Group, Stack, Text } from '@mantine/core';
import {
  listCoverStepChoices,
  NONE,
  type AlbumContext,
  type AlbumOptions,
  type Catalog,
  type OptionChange,
} from '@vinyl/domain';
import { useMemo } from 'react';
import type { OptionLabels } from '../option-labels';
import { useOptionsTexts } from '../use-options-texts';
import { ChoiceGroup } from './choice-group';
import { SleeveSwatch } from './sleeve-swatch';

export interface CoverStepProps {
  catalog: Catalog;
  options: AlbumOptions;
  context: AlbumContext;
  labels: OptionLabels;
  disabled: boolean;
  onChoose: (change: OptionChange) => void;
}

/**
 * Cover step (spec 2 §2): colour, finishing, gatefold (forced for doubles; Yes closes the
 * central hole), central hole and the outer sleeve, which follows the cover (spec 2 §4).
 */
export function CoverStep({
  catalog,
  options,
  context,
  labels,
  disabled,
  onChoose,
}: CoverStepProps) {
  const { t } = useOptionsTexts();
  const choices = useMemo(
    () => listCoverStepChoices({ catalog, options, context }),
    [catalog, options, context],
  );
  const cover = options.cover;
  const color = cover?.color ?? NONE;
  const outer = options.outerSleeve?.color ?? NONE;
  const drawing = {
    gatefold: cover?.gatefold === 'Yes',
    centralHole: cover?.central_hole === 'Yes',
    outerSleeve: outer !== NONE,
  };
  const shown = [
    labels.partColour(color),
    cover?.finishing ? labels.finishing(cover.finishing) : null,
    drawing.gatefold ? t('cover.gatefold') : null,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <SleeveSwatch color={color} {...drawing} size={120} />
        <Text fw={600}>{shown.join(', ')}</Text>
      </Group>
      <ChoiceGroup
        label={t('cover.colour')}
        choices={choices.colours}
        labels={labels}
        name={labels.partColour}
        swatch={(value, available) => (
          <SleeveSwatch color={value} gatefold={drawing.gatefold} size={40} faded={!available} />
        )}
        layout="grid"
        disabled={disabled}
        onChange={(value) => onChoose({ part: 'coverColour', value })}
      />
      <ChoiceGroup
        label={t('cover.finishing')}
        choices={choices.finishings}
        labels={labels}
        name={labels.finishing}
        disabled={disabled}
        onChange={(value) => onChoose({ part: 'finishing', value })}
      />
      <ChoiceGroup
        label={t('cover.gatefold')}
        description={context.vinylsQuantity === 2 ? t('cover.gatefoldForced') : undefined}
        choices={choices.gatefolds}
        labels={labels}
        name={labels.yesNo}
        disabled={disabled}
        onChange={(value) => onChoose({ part: 'gatefold', value })}
      />
      <ChoiceGroup
        label={t('cover.centralHole')}
        choices={choices.centralHoles}
        labels={labels}
        name={labels.yesNo}
        disabled={disabled}
        onChange={(value) => onChoose({ part: 'centralHole', value })}
      />
      <ChoiceGroup
        label={t('cover.outerSleeve')}
        description={t('cover.outerSleeveHelp')}
        choices={choices.outerSleeves}
        labels={labels}
        name={labels.partColour}
        disabled={disabled}
        onChange={(value) => onChoose({ part: 'outerSleeve', value })}
      />
    </Stack>
  );
}
