import { Radio, Text } from '@mantine/core';
import type { OptionChoice } from '@vinyl/domain';
import type { ReactNode } from 'react';
import type { OptionLabels } from '../option-labels';
import classes from './choice-group.module.css';

export interface ChoiceGroupProps<T extends string | number> {
  label: string;
  description?: string | undefined;
  choices: OptionChoice<T>[];
  labels: OptionLabels;
  /** The value's name, in the customer's language. */
  name: (value: T) => string;
  /** A drawing of the value, next to its name. */
  swatch?: ((value: T, available: boolean) => ReactNode) | undefined;
  layout?: 'grid' | 'row';
  disabled: boolean;
  onChange: (value: T) => void;
}

/**
 * One disc option as radio buttons: each value with what it adds to the price, or,
 * when the catalogue cannot make it, disabled with the reason (spec 2 §5).
 */
export function ChoiceGroup<T extends string | number>({
  label,
  description,
  choices,
  labels,
  name,
  swatch,
  layout = 'row',
  disabled,
  onChange,
}: ChoiceGroupProps<T>) {
  const selected = choices.find((choice) => choice.selected);
  return (
    <Radio.Group
      label={label}
      description={description}
      value={selected ? String(selected.value) : null}
      onChange={(value) => {
        const choice = choices.find((entry) => String(entry.value) === value);
        if (choice && choice.available && !choice.selected) onChange(choice.value);
      }}
      labelProps={{ fw: 700, fz: 'md' }}
    >
      <div className={layout === 'grid' ? classes.grid : classes.row}>
        {choices.map((choice) => (
          <div
            key={String(choice.value)}
            className={classes.choice}
            data-selected={choice.selected || undefined}
            data-unavailable={!choice.available || undefined}
          >
            <Radio
              value={String(choice.value)}
              disabled={disabled || !choice.available}
              classNames={{ label: classes.label, description: classes.description }}
              label={
                <span className={classes.name}>
                  {swatch?.(choice.value, choice.available)}
                  {name(choice.value)}
                </span>
              }
              description={
                <Text component="span" size="sm" className={classes.description}>
                  {choice.available
                    ? labels.price(choice.price ?? 0)
                    : choice.reason && labels.reason(choice.reason)}
                </Text>
              }
            />
          </div>
        ))}
      </div>
    </Radio.Group>
  );
}
