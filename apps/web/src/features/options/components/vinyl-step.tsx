import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  listVinylStepChoices,
  NONE,
  PRINTED,
  type AlbumContext,
  type AlbumOptions,
  type Catalog,
  type OptionChange,
} from '@vinyl/domain';
import { useMemo, useState } from 'react';
import type { OptionLabels } from '../option-labels';
import { useOptionsTexts } from '../use-options-texts';
import { ChoiceGroup } from './choice-group';
import { DiscSwatch } from './disc-swatch';

export interface VinylStepProps {
  catalog: Catalog;
  options: AlbumOptions;
  context: AlbumContext;
  labels: OptionLabels;
  labelText: string;
  /** What the label could say, from the album and its track titles ('' while unknown). */
  labelSuggestion?: string;
  disabled: boolean;
  onChoose: (change: OptionChange) => void;
  onLabelText: (text: string) => void;
}

type Look = { thickness: number | null; hole: string | null };

/** Vinyl step (spec 2 §2): colour, thickness, hole, label and the label's text. */
export function VinylStep(props: VinylStepProps) {
  const { catalog, options, context, labels, disabled, onChoose } = props;
  const { t } = useOptionsTexts();
  const choices = useMemo(
    () => listVinylStepChoices({ catalog, options, context }),
    [catalog, options, context],
  );
  // A colour change adjusts thickness and hole (spec 2 §4): say so next to the choice.
  const [before, setBefore] = useState<Look | null>(null);
  const vinyl = options.vinyl;
  const color = vinyl?.color ?? NONE;
  const label = options.label?.color ?? NONE;
  const hole = vinyl?.hole ?? null;
  const adjusted =
    before !== null &&
    vinyl !== undefined &&
    (before.thickness !== vinyl.thickness || before.hole !== hole);
  const choose = (change: OptionChange) => {
    setBefore(change.part === 'vinylColour' && vinyl ? { thickness: vinyl.thickness, hole } : null);
    onChoose(change);
  };
  const description = [
    labels.vinylColour(color),
    vinyl?.thickness ? labels.thickness(vinyl.thickness) : null,
    hole ? `${t('vinyl.hole')}: ${labels.hole(hole)}` : null,
    `${t('vinyl.label')}: ${labels.partColour(label)}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <DiscSwatch color={color} labelColor={label} hole={hole} size={120} />
        <Text fw={600}>{t('vinyl.preview', { description })}</Text>
      </Group>
      <ChoiceGroup
        label={t('vinyl.colour')}
        choices={choices.colours}
        labels={labels}
        name={labels.vinylColour}
        swatch={(value, available) => (
          <DiscSwatch color={value} labelColor={label} hole={hole} size={40} faded={!available} />
        )}
        layout="grid"
        disabled={disabled}
        onChange={(value) => choose({ part: 'vinylColour', value })}
      />
      {adjusted && vinyl?.thickness && (
        <Alert color="blue" variant="light" role="status">
          {t('vinyl.adjusted', {
            colour: labels.vinylColour(color),
            thickness: labels.millimetres(vinyl.thickness),
            hole: hole ? labels.hole(hole).toLowerCase() : '',
          })}
        </Alert>
      )}
      <ChoiceGroup
        label={t('vinyl.thickness')}
        choices={choices.thicknesses}
        labels={labels}
        name={labels.thickness}
        disabled={disabled}
        onChange={(value) => choose({ part: 'thickness', value })}
      />
      <ChoiceGroup
        label={t('vinyl.hole')}
        choices={choices.holes}
        labels={labels}
        name={labels.hole}
        swatch={(value, available) => (
          <DiscSwatch color={color} labelColor={label} hole={value} size={32} faded={!available} />
        )}
        disabled={disabled}
        onChange={(value) => choose({ part: 'hole', value })}
      />
      <ChoiceGroup
        label={t('vinyl.label')}
        choices={choices.labels}
        labels={labels}
        name={labels.partColour}
        swatch={(value, available) => (
          <DiscSwatch color={color} labelColor={value} hole={hole} size={32} faded={!available} />
        )}
        disabled={disabled}
        onChange={(value) => choose({ part: 'label', value })}
      />
      {label !== PRINTED && label !== NONE && (
        <LabelTextField
          initial={props.labelText}
          suggestion={props.labelSuggestion ?? ''}
          disabled={disabled}
          onSave={props.onLabelText}
        />
      )}
    </Stack>
  );
}

function LabelTextField(props: {
  initial: string;
  suggestion: string;
  disabled: boolean;
  onSave: (text: string) => void;
}) {
  const { t } = useOptionsTexts();
  const [text, setText] = useState(props.initial);
  const { suggestion } = props;
  return (
    <Stack gap={4} maw={520}>
      <LabelTextInput {...props} text={text} setText={setText} />
      {suggestion && suggestion !== text.trim() && (
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Text size="xs" c="dimmed" style={{ flex: 1 }} data-testid="label-suggestion">
            {t('vinyl.labelSuggestion', { text: suggestion })}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            disabled={props.disabled}
            onClick={() => {
              setText(suggestion);
              props.onSave(suggestion);
            }}
          >
            {t('vinyl.useSuggestion')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function LabelTextInput(props: {
  initial: string;
  disabled: boolean;
  onSave: (text: string) => void;
  text: string;
  setText: (text: string) => void;
}) {
  const { t } = useOptionsTexts();
  const { text, setText } = props;
  return (
    <TextInput
      label={t('vinyl.labelText')}
      description={t('vinyl.labelTextHelp')}
      maxLength={200}
      maw={520}
      value={text}
      disabled={props.disabled}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        if (text.trim() !== props.initial.trim()) props.onSave(text);
      }}
    />
  );
}
