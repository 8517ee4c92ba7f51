import {
  Alert,
  Button,
  ColorInput,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  blankDesign,
  DesignFontIdSchema,
  describeArtwork,
  designWarnings,
  FILE_KINDS,
  isFileTypeOfKind,
  templateSpecFor,
  type Artwork,
  type DesignDocument,
  type DesignElement,
  type FileKind,
  type FileType,
  type TemplateOptions,
} from '@vinyl/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { PATHS } from '../../shared/lib/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { finishDesign, getDesign, saveDesign, type DesignPart } from './api/designs';
import { moveLayer, newShape, newText, removeElement, updateElement } from './design-elements';
import { record, redo, startHistory, undo, type DesignHistory } from './design-history';
import { DesignerCanvas } from './designer-canvas';
import { useDesignerTexts } from './use-designer-texts';

type SaveState = 'idle' | 'saving' | 'error';
const AUTOSAVE_MS = 1500;

/** The part the address names (spec 2 §7 designer redirect), with the album's options. */
function usePart(): { part: DesignPart; options: TemplateOptions } | null {
  const { albumId = '', part: kind = '' } = useParams();
  const [search] = useSearchParams();
  const type = search.get('value') ?? '';
  const format = search.get('format');
  const hole = search.get('hole') === 'big' ? 'big' : 'standard';
  const gatefold = search.get('gatefold') === 'Yes' ? 'Yes' : 'No';
  return useMemo(() => {
    if (!FILE_KINDS.includes(kind as FileKind) || !isFileTypeOfKind(kind as FileKind, type)) {
      return null;
    }
    const options = {
      vinyl: format ? { format, hole } : undefined,
      cover: { gatefold },
    } as TemplateOptions;
    return { part: { albumId, kind, type }, options };
  }, [albumId, kind, type, format, hole, gatefold]);
}

function Designer({ part, artwork }: { part: DesignPart; artwork: Artwork }) {
  const { t } = useDesignerTexts();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const [history, setHistory] = useState<DesignHistory | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showGuides, setShowGuides] = useState(true);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState('');
  const [finishing, setFinishing] = useState(false);
  /** The document as the server has it: the present one differs when there is work to save. */
  const [saved, setSaved] = useState<DesignDocument | null>(null);
  const { ref, width } = useElementSize();

  useEffect(() => {
    let active = true;
    getDesign(part).then(
      (document) => {
        if (!active) return;
        const start = document ?? blankDesign(artwork.page);
        setSaved(start);
        setHistory(startHistory(start));
      },
      (error: unknown) => active && setLoadError(error instanceof Error ? error.message : ''),
    );
    return () => {
      active = false;
    };
  }, [part, artwork]);

  const document = history?.present ?? null;
  const dirty = document !== null && document !== saved;

  const save = useCallback(async () => {
    if (!document || document === saved) return true;
    setSaveState('saving');
    try {
      await saveDesign(part, document);
      setSaved(document);
      setSaveState('idle');
      return true;
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : '');
      setSaveState('error');
      return false;
    }
  }, [document, saved, part]);

  // Autosave a moment after the last change; a reload or Exit loses nothing saved.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, save]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(dirty && !finishing);

  const change = (next: DesignDocument) =>
    setHistory((current) => current && record(current, next));
  /** Adds an element on top and selects it, ready to be typed over or moved. */
  const add = (element: DesignElement) => {
    if (!document) return;
    change({ ...document, elements: [...document.elements, element] });
    setSelectedId(element.id);
  };
  const selected = document?.elements.find((element) => element.id === selectedId) ?? null;
  const edit = (patch: Partial<DesignElement>) =>
    document && selected && change(updateElement(document, selected.id, patch));

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        setHistory((current) => current && (event.shiftKey ? redo(current) : undo(current)));
      } else if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        setHistory((current) => current && redo(current));
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId) {
        setHistory(
          (current) => current && record(current, removeElement(current.present, selectedId)),
        );
        setSelectedId(null);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selectedId]);

  const warnings = useMemo(() => {
    const sizes = catalogue.data?.printSizes;
    return document && sizes ? designWarnings(document, artwork, sizes, {}) : [];
  }, [document, artwork, catalogue.data]);

  async function finish() {
    setFinishing(true);
    try {
      if (!(await save())) return;
      await finishDesign(part);
      await navigate(PATHS.fileUploader);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : '');
      setSaveState('error');
    } finally {
      setFinishing(false);
    }
  }

  const partName = `${t(`parts.${part.kind}`)} (${part.type})`;
  if (loadError !== null) {
    return <Alert color="red">{t('loadError', { reason: loadError })}</Alert>;
  }
  if (!history || !document) return <Loader aria-label={t('loading')} />;
  const scale = Math.max(1, (width || 800) / artwork.page.width);

  return (
    <Stack>
      <PageTitle>{t('title', { part: partName })}</PageTitle>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => add(newText(artwork, t('newText')))}>
          {t('addText')}
        </Button>
        <Button variant="default" onClick={() => add(newShape(artwork, 'rect'))}>
          {t('addRect')}
        </Button>
        <Button variant="default" onClick={() => add(newShape(artwork, 'ellipse'))}>
          {t('addEllipse')}
        </Button>
        <ColorInput
          label={t('background')}
          value={document.background}
          format="hex"
          onChangeEnd={(value) =>
            /^#[0-9a-f]{6}$/i.test(value) && change({ ...document, background: value })
          }
        />
        <Switch
          label={t('guides')}
          checked={showGuides}
          onChange={(event) => setShowGuides(event.currentTarget.checked)}
        />
        <Button
          variant="subtle"
          disabled={history.past.length === 0}
          onClick={() => setHistory(undo(history))}
        >
          {t('undo')}
        </Button>
        <Button
          variant="subtle"
          disabled={history.future.length === 0}
          onClick={() => setHistory(redo(history))}
        >
          {t('redo')}
        </Button>
      </Group>
      <div ref={ref} style={{ width: '100%' }}>
        <DesignerCanvas
          document={document}
          artwork={artwork}
          scale={scale}
          showGuides={showGuides}
          selectedId={selectedId}
          label={t('canvas', { part: partName })}
          onSelect={setSelectedId}
          onChange={(id, patch) => change(updateElement(document, id, patch))}
        />
      </div>
      {selected && (
        <Group align="end" wrap="wrap">
          {selected.type === 'text' && (
            <>
              <Textarea
                label={t('text')}
                value={selected.text}
                autosize
                onChange={(event) => edit({ text: event.currentTarget.value })}
              />
              <Select
                label={t('font')}
                value={selected.fontId}
                allowDeselect={false}
                data={DesignFontIdSchema.options.map((id) => ({
                  value: id,
                  label: t(`fonts.${id}`),
                }))}
                onChange={(value) => value && edit({ fontId: DesignFontIdSchema.parse(value) })}
              />
              <NumberInput
                label={t('fontSize')}
                min={4}
                max={400}
                value={selected.fontSizePt}
                onChange={(value) => typeof value === 'number' && edit({ fontSizePt: value })}
              />
              <ColorInput
                label={t('colour')}
                format="hex"
                value={selected.fill}
                onChangeEnd={(value) => /^#[0-9a-f]{6}$/i.test(value) && edit({ fill: value })}
              />
            </>
          )}
          {(selected.type === 'rect' || selected.type === 'ellipse') && (
            <ColorInput
              label={t('fill')}
              format="hex"
              value={selected.fill ?? '#ffffff'}
              onChangeEnd={(value) => /^#[0-9a-f]{6}$/i.test(value) && edit({ fill: value })}
            />
          )}
          <Button variant="default" onClick={() => change(moveLayer(document, selected.id, 1))}>
            {t('forward')}
          </Button>
          <Button variant="default" onClick={() => change(moveLayer(document, selected.id, -1))}>
            {t('backward')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              change(removeElement(document, selected.id));
              setSelectedId(null);
            }}
          >
            {t('delete')}
          </Button>
        </Group>
      )}
      <Stack gap={4} aria-label={t('warnings')}>
        <Text fw={600}>{t('warnings')}</Text>
        {warnings.length === 0 ? (
          <Text size="sm">{t('noWarnings')}</Text>
        ) : (
          warnings.map((warning, index) => (
            <Alert key={index} color={warning.level === 'red' ? 'red' : 'yellow'} variant="light">
              {t(
                `warning.${warning.code}`,
                warning.code === 'low_resolution' ? { dpi: warning.dpi } : {},
              )}
            </Alert>
          ))
        )}
      </Stack>
      {saveState === 'error' && <Alert color="red">{t('saveError', { reason: saveError })}</Alert>}
      <Group justify="space-between">
        <Button variant="default" component={Link} to={PATHS.fileUploader}>
          {t('back')}
        </Button>
        <Group>
          <Text size="sm" role="status">
            {t(saveState === 'saving' ? 'saving' : dirty ? 'unsaved' : 'saved')}
          </Text>
          <Button variant="default" loading={saveState === 'saving'} onClick={() => void save()}>
            {t('save')}
          </Button>
          <Button loading={finishing} onClick={() => void finish()}>
            {t('finish')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('leave.title')}
      >
        <Stack>
          <Text>{t('leave.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('leave.stay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('leave.go')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * The online designer (issue 16) at `/designer-app/{albumId}/{part}/{lang}?value=…&format=…
 * &hole=…&gatefold=…`: the part at its print geometry (the templates' own numbers), text
 * and shapes to place, guides, print warnings, autosave, and Finish, which has the server
 * make the print PDF and file it in the part.
 */
export function DesignerPage() {
  const { t, ready } = useDesignerTexts();
  const target = usePart();
  const catalogue = useCatalogue();
  if (!ready || catalogue.isPending) return <Loader />;
  const spec =
    target &&
    templateSpecFor(target.part.kind as FileKind, target.part.type as FileType, target.options);
  const artwork = spec && catalogue.data && describeArtwork(spec, catalogue.data.printSizes);
  if (!target || !artwork) return <Alert color="red">{t('noPart')}</Alert>;
  return <Designer part={target.part} artwork={artwork} />;
}
