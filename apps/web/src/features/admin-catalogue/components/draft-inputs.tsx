import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFormat } from '../../../shared/i18n/use-format';
import { useCatalogueDraft } from '../draft/draft-context';
import { getIn, type Path } from '../draft/paths';

interface FieldProps {
  path: Path;
  /** The field's name; in a table cell it is read out only (the column says it). */
  label: string;
  inTable?: boolean;
}

const numberValue = (value: unknown) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : '';

/**
 * A number of the catalogue. Nothing is clamped here: the catalogue's schema judges every
 * value (one rule), and says what is wrong under the field.
 */
interface NumberFieldProps extends FieldProps {
  /** `decimal`: a measure with up to 2 decimals, its unit named in the label (LUFS, s…). */
  kind: 'euros' | 'integer' | 'percent' | 'decimal';
  /** Left empty, the value is taken out of the catalogue (its default applies). */
  optional?: boolean;
  description?: string;
}

export function NumberField({
  path,
  label,
  inTable,
  kind,
  optional,
  description,
}: NumberFieldProps) {
  const { draft, edit, errorAt } = useCatalogueDraft();
  const { lang } = useFormat();
  const stored = getIn(draft, path);
  // What the field shows: "30." is on its way to 30.5 and is not a number yet.
  const [shown, setShown] = useState<string | number>(numberValue(stored));
  const [seen, setSeen] = useState(stored);
  if (!Object.is(seen, stored)) {
    // Changed from elsewhere (Discard, a JSON edit): the field follows.
    setSeen(stored);
    if (!(shown !== '' && Number(shown) === stored)) setShown(numberValue(stored));
  }
  return (
    <NumberInput
      size={inTable ? 'xs' : 'sm'}
      {...(inTable ? { 'aria-label': label } : { label })}
      value={shown}
      onChange={(next) => {
        setShown(next);
        if (typeof next === 'number') edit(path, next);
        else if (next === '') edit(path, optional ? undefined : Number.NaN);
      }}
      description={description}
      error={errorAt(path)}
      clampBehavior="none"
      allowDecimal={kind !== 'integer'}
      decimalScale={kind === 'integer' ? 0 : 2}
      decimalSeparator={lang === 'it' ? ',' : '.'}
      hideControls
      {...(kind === 'euros' && { leftSection: '€' })}
      {...(kind === 'percent' && { rightSection: '%' })}
      miw={inTable ? 96 : undefined}
    />
  );
}

export function PriceInput(props: FieldProps) {
  return <NumberField {...props} kind="euros" />;
}

export function TextField({ path, label, inTable }: FieldProps) {
  const { draft, edit, errorAt } = useCatalogueDraft();
  const value = getIn(draft, path);
  return (
    <TextInput
      size={inTable ? 'xs' : 'sm'}
      {...(inTable ? { 'aria-label': label } : { label })}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => edit(path, event.currentTarget.value)}
      error={errorAt(path)}
    />
  );
}

export function BooleanField({ path, label }: FieldProps) {
  const { draft, edit } = useCatalogueDraft();
  return (
    <Switch
      label={label}
      checked={getIn(draft, path) === true}
      onChange={(event) => edit(path, event.currentTarget.checked)}
    />
  );
}
