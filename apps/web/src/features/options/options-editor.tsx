import { Alert, Button, Group, Stack, Stepper } from '@mantine/core';
import {
  isAlbumProgress,
  parseQuantity,
  type AlbumContext,
  type Catalog,
  type Format,
} from '@vinyl/domain';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AlbumResource } from '../../shared/api/albums/album-resource';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { SaveStatus } from '../../shared/ui/save-status';
import { useLabelSuggestion } from './api/get-label-suggestion';
import { CoverStep } from './components/cover-step';
import { InnerSleeveStep } from './components/inner-sleeve-step';
import { VinylStep } from './components/vinyl-step';
import { useOptionLabels } from './option-labels';
import { availableSteps, stepOfView, viewOf } from './option-steps';
import { useOptionsDraft, type DraftError } from './use-options-draft';
import { useOptionsTexts } from './use-options-texts';

export interface OptionsEditorProps {
  album: AlbumResource;
  catalog: Catalog;
  format: Format;
}

/** The three steps of the disc options (spec 2 §2), with Back and Next. */
export function OptionsEditor({ album, catalog, format }: OptionsEditorProps) {
  const { t } = useOptionsTexts();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const labels = useOptionLabels(format);
  const ordered = album.attributes.album_status === 'ordered';
  const vinylsQuantity = album.attributes.album_options?.vinyl?.vinylsQuantity ?? 1;
  const quantity = parseQuantity(album.attributes.quantity);
  const context = useMemo<AlbumContext>(
    () => ({ format, vinylsQuantity, quantity }),
    [format, vinylsQuantity, quantity],
  );
  const draft = useOptionsDraft(album, catalog, context);
  const labelSuggestion = useLabelSuggestion(album);
  const steps = availableSteps(catalog, format);
  const step = stepOfView(params.get('view'), steps);
  const index = step ? steps.indexOf(step) : 0;
  const last = index === steps.length - 1;

  const open = (target: number) => {
    const next = steps[target];
    if (next) setParams({ view: String(viewOf(next)) });
  };
  const back = () => (index <= 0 ? void navigate(PATHS.tracks) : open(index - 1));

  async function next() {
    draft.clearError();
    const checked = ordered ? draft.options : draft.check();
    if (!checked) return;
    if (!last) return open(index + 1);
    try {
      // Saving the cover step recomputes the outer sleeve (spec 2 §4); progress moves on.
      const saved = await draft.send({ album_options: checked, album_progress: 'file-uploader' });
      const progress = saved.attributes.album_progress;
      useSessionStore.getState().setAlbum({
        albumOptions: saved.attributes.album_options ?? checked,
        ...(isAlbumProgress(progress) && { albumProgress: progress }),
      });
      await navigate(PATHS.fileUploader);
    } catch {
      // The draft shows why.
    }
  }

  const stepProps = {
    catalog,
    options: draft.options,
    context,
    labels,
    disabled: ordered,
    onChoose: draft.choose,
  };
  return (
    <Stack gap="lg">
      {ordered && (
        <Alert color="yellow" variant="light">
          {t('ordered')}
        </Alert>
      )}
      <nav aria-label={t('steps.label')}>
        <Stepper active={index} onStepClick={open} size="sm">
          {steps.map((entry, position) => (
            <Stepper.Step
              key={entry}
              label={t(`steps.${entry}`)}
              description={t(`steps.${entry}Text`)}
              aria-label={t('steps.step', {
                number: position + 1,
                count: steps.length,
                name: t(`steps.${entry}`),
                text: t(`steps.${entry}Text`),
              })}
              aria-current={position === index ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      {draft.error && (
        <Alert color="red" variant="light" role="alert">
          {errorText(draft.error, labels)}
        </Alert>
      )}
      {step === 'vinyl' && (
        <VinylStep
          {...stepProps}
          labelText={album.attributes.extra.label_text ?? ''}
          labelSuggestion={labelSuggestion}
          onLabelText={(text) =>
            void draft.send({ extra: { label_text: text } }).catch(() => undefined)
          }
        />
      )}
      {step === 'innerSleeve' && <InnerSleeveStep {...stepProps} />}
      {step === 'cover' && <CoverStep {...stepProps} />}
      <SaveStatus state={draft.saving ? 'saving' : 'saved'} />
      <Group justify="space-between">
        <Button variant="default" onClick={back}>
          {t('back')}
        </Button>
        <Button
          onClick={() => void next()}
          disabled={last && ordered}
          loading={last && draft.saving}
        >
          {last ? t('toGraphics') : t('next')}
        </Button>
      </Group>
    </Stack>
  );
}

function errorText(error: DraftError, labels: ReturnType<typeof useOptionLabels>) {
  return 'code' in error ? labels.reason(error.code) : error.text;
}
