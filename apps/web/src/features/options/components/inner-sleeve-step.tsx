import { Stack } from '@mantine/core';
import {
  listInnerSleeveChoices,
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

export interface InnerSleeveStepProps {
  catalog: Catalog;
  options: AlbumOptions;
  context: AlbumContext;
  labels: OptionLabels;
  disabled: boolean;
  onChoose: (change: OptionChange) => void;
}

/** Inner sleeve step (spec 2 §2): White, Black, Transparent or Printed, one per disc. */
export function InnerSleeveStep({
  catalog,
  options,
  context,
  labels,
  disabled,
  onChoose,
}: InnerSleeveStepProps) {
  const { t } = useOptionsTexts();
  const choices = useMemo(
    () => listInnerSleeveChoices({ catalog, options, context }),
    [catalog, options, context],
  );
  return (
    <Stack gap="lg">
      <ChoiceGroup
        label={t('innerSleeve.colour')}
        description={context.vinylsQuantity === 2 ? t('innerSleeve.perDisc') : undefined}
        choices={choices}
        labels={labels}
        name={labels.partColour}
        swatch={(value, available) => <SleeveSwatch color={value} size={48} faded={!available} />}
        layout="grid"
        disabled={disabled}
        onChange={(value) => onChoose({ part: 'innerSleeve', value })}
      />
    </Stack>
  );
}
