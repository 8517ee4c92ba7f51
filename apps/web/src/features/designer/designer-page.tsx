import { Alert, Button, Grid, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import {
  alignElements,
  describeArtwork,
  designWarnings,
  FILE_KINDS,
  isFileTypeOfKind,
  templateSpecFor,
  type Artwork,
  type DesignElement,
  type FileKind,
  type FileType,
  type TemplateOptions,
} from '@vinyl/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCatalogue } from '../../shared/api/catalogue/get-catalogue';
import { PATHS } from '../../shared/lib/paths';
import { PageTitle } from '../../shared/ui/page-title';
import type { DesignImage } from './api/design-images';
import { finishDesign, type DesignPart } from './api/designs';
import { loadDesignFonts } from './canvas/design-fonts';
import { DesignerCanvas, ZOOM_LIMITS } from './canvas/designer-canvas';
import { moveLayer, placeImage, refitCrop, removeElement, updateElement } from './design-elements';
import { ImagesPanel } from './images/images-panel';
import { LayoutsMenu } from './layouts/layouts-menu';
import { DesignerToolbar } from './panels/designer-toolbar';
import { ElementPanel, type AlignHow } from './panels/element-panel';
import { WarningsPanel } from './panels/warnings-panel';
import { useDesignDocument } from './use-design-document';
import { useDesignerKeys } from './use-designer-keys';
import { useDesignerTexts } from './use-designer-texts';

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

const clampZoom = (zoom: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));

function Designer({ part, artwork }: { part: DesignPart; artwork: Artwork }) {
  const { t } = useDesignerTexts();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const design = useDesignDocument(part, artwork);
  const { document, history, images } = design;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showGuides, setShowGuides] = useState(true);
  const [snap, setSnap] = useState(true);
  const [zoom, setZoom] = useState(1);
  const [finishing, setFinishing] = useState(false);
  const { ref, width } = useElementSize();
  const viewport = useViewportSize();
  // The whole part in view at 100 %: as wide as the column, no taller than most of the screen.
  const fitScale = Math.max(
    1,
    Math.min(
      (width || 800) / artwork.page.width,
      ((viewport.height || 900) * 0.7) / artwork.page.height,
    ),
  );
  const blocker = useBlocker(design.dirty && !finishing);

  const selected = document?.elements.find((element) => element.id === selectedId) ?? null;
  /** Every change of one element; an image keeps its proportions when its box changes. */
  const changeElement = (id: string, patch: Partial<DesignElement>) => {
    if (!document) return;
    const next = updateElement(document, id, patch);
    const element = next.elements.find((item) => item.id === id);
    design.change(
      element?.type === 'image' && !('crop' in patch)
        ? updateElement(next, id, refitCrop(element, images[element.imageId]))
        : next,
    );
  };
  const add = (element: DesignElement) => {
    if (!document) return;
    design.change({ ...document, elements: [...document.elements, element] });
    setSelectedId(element.id);
  };
  const placeNewImage = (image: DesignImage) => {
    design.addImage(image.id, image);
    add(placeImage(artwork, image.id, image));
  };
  const align = (how: AlignHow) =>
    document &&
    selected &&
    design.change({
      ...document,
      elements: alignElements(document.elements, [selected.id], how, 'safe', artwork),
    });
  const remove = (id: string) => {
    if (document) design.change(removeElement(document, id));
    setSelectedId(null);
  };

  useDesignerKeys({
    selectedId,
    undo: design.undo,
    redo: design.redo,
    remove,
    nudge: (dx, dy) =>
      selected && changeElement(selected.id, { x: selected.x + dx, y: selected.y + dy }),
    zoom: (factor) => setZoom((current) => clampZoom(current * factor)),
    deselect: () => setSelectedId(null),
  });

  const warnings = useMemo(() => {
    const sizes = catalogue.data?.printSizes;
    return document && sizes ? designWarnings(document, artwork, sizes, images) : [];
  }, [document, artwork, catalogue.data, images]);

  async function finish() {
    setFinishing(true);
    try {
      if (!(await design.save())) return;
      await finishDesign(part);
      await navigate(PATHS.fileUploader);
    } catch (error) {
      design.failSave(error instanceof Error ? error.message : '');
    } finally {
      setFinishing(false);
    }
  }

  const partName = `${t(`parts.${part.kind}`)} (${part.type})`;
  if (design.loadError !== null) {
    return <Alert color="red">{t('loadError', { reason: design.loadError })}</Alert>;
  }
  if (!history || !document) return <Loader aria-label={t('loading')} />;

  return (
    <Stack>
      <PageTitle>{t('title', { part: partName })}</PageTitle>
      <DesignerToolbar
        artwork={artwork}
        document={document}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        showGuides={showGuides}
        snap={snap}
        zoom={zoom}
        onAdd={add}
        onBackground={(background) => design.change({ ...document, background })}
        onGuides={setShowGuides}
        onSnap={setSnap}
        onUndo={design.undo}
        onRedo={design.redo}
        onZoom={(next) => setZoom(clampZoom(next))}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <div ref={ref} style={{ width: '100%' }}>
            <DesignerCanvas
              document={document}
              artwork={artwork}
              images={images}
              fitScale={fitScale}
              zoom={zoom}
              onZoom={setZoom}
              showGuides={showGuides}
              snap={snap}
              selectedId={selectedId}
              label={t('canvas', { part: partName })}
              onSelect={setSelectedId}
              onChange={changeElement}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <LayoutsMenu
              part={part}
              onChoose={(layout) => {
                design.addImages(layout.images);
                design.change(layout.document);
                setSelectedId(null);
              }}
            />
            <ImagesPanel onPlace={placeNewImage} />
          </Stack>
        </Grid.Col>
      </Grid>
      {selected && (
        <ElementPanel
          element={selected}
          image={selected.type === 'image' ? images[selected.imageId] : undefined}
          onEdit={(patch) => changeElement(selected.id, patch)}
          onAlign={align}
          onLayer={(step) => design.change(moveLayer(document, selected.id, step))}
          onDelete={() => remove(selected.id)}
        />
      )}
      <WarningsPanel warnings={warnings} />
      {design.saveState === 'error' && (
        <Alert color="red">{t('saveError', { reason: design.saveError })}</Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" component={Link} to={PATHS.fileUploader}>
          {t('back')}
        </Button>
        <Group>
          <Text size="sm" role="status">
            {t(design.saveState === 'saving' ? 'saving' : design.dirty ? 'unsaved' : 'saved')}
          </Text>
          <Button
            variant="default"
            loading={design.saveState === 'saving'}
            onClick={() => void design.save()}
          >
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
 * &hole=…&gatefold=…`: the part at its print geometry (the templates' own numbers), images,
 * text and shapes to place, starting layouts, guides and snapping, zoom, print warnings,
 * autosave, and Finish, which has the server make the print PDF and file it in the part.
 */
export function DesignerPage() {
  const { t, ready } = useDesignerTexts();
  const target = usePart();
  const catalogue = useCatalogue();
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadDesignFonts().then(() => active && setFontsReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready || catalogue.isPending || !fontsReady) return <Loader />;
  const spec =
    target &&
    templateSpecFor(target.part.kind as FileKind, target.part.type as FileType, target.options);
  const artwork = spec && catalogue.data && describeArtwork(spec, catalogue.data.printSizes);
  if (!target || !artwork) return <Alert color="red">{t('noPart')}</Alert>;
  return <Designer part={target.part} artwork={artwork} />;
}
