import type { Artwork, ArtworkCircle } from '@vinyl/domain';
import {
  cmyk,
  PDFDocument,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  type Color,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

/**
 * A template of the kit (issue 8 item 3): a PDF page at the part's exact artwork size
 * (finished size + bleed), with the cut line, the bleed, the safe area, fold lines and
 * panel names of a cover, the holes and zones of a round part, and a legend. Every guide
 * sits on an optional-content layer "Template guides" that a designer hides or deletes
 * before exporting (reference sheet: "the template layer off").
 */
const POINTS_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * POINTS_PER_MM;

const COLOURS = {
  bleed: cmyk(0, 0.9, 0.1, 0),
  trim: cmyk(1, 0, 0, 0),
  safety: cmyk(0.7, 0, 1, 0),
  fold: cmyk(0, 0, 0, 0.6),
  zone: cmyk(0, 0.4, 1, 0),
  hole: cmyk(0, 0, 0, 1),
  text: cmyk(0, 0, 0, 0.85),
  panel: cmyk(0, 0, 0, 0.15),
} satisfies Record<string, Color>;

const PANEL_TITLES: Record<Artwork['panels'][number]['name'], string> = {
  back: 'BACK',
  spine: 'SPINE',
  front: 'FRONT',
  'inside-left': 'INSIDE LEFT',
  'inside-right': 'INSIDE RIGHT',
};

const PART_TITLES: Record<Artwork['spec']['part'], string> = {
  cover: 'Cover',
  label: 'Label',
  'picture-disc': 'Picture disc',
  'inner-sleeve': 'Inner sleeve',
};

const CIRCLE_LEGEND: Record<ArtworkCircle['role'], string> = {
  trim: '',
  safety: '',
  'lead-in': 'Lead-in: no text outside this circle',
  'label-zone': 'Centre label zone: no text inside',
  'spindle-hole': 'Spindle hole',
  'big-hole': 'Jukebox hole (cut out)',
  'die-cut': 'Die-cut hole in the jacket',
};

const mm1 = (value: number) => `${Math.round(value * 10) / 10}`;
const size = (width: number, height: number) => `${mm1(width)} x ${mm1(height)} mm`;

/** Marks what follows as content of the optional layer named in the page's resources. */
function beginLayer(page: PDFPage) {
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of('OC'),
      PDFName.of('Guides'),
    ]),
  );
}

function addGuideLayer(doc: PDFDocument, page: PDFPage) {
  const layer = doc.context.register(
    doc.context.obj({ Type: 'OCG', Name: 'Template guides (hide before export)' }),
  );
  page.node.normalize();
  const resources = page.node.Resources();
  resources?.set(PDFName.of('Properties'), doc.context.obj({ Guides: layer }));
  doc.catalog.set(
    PDFName.of('OCProperties'),
    doc.context.obj({ OCGs: [layer], D: { ON: [layer], Order: [layer] } }),
  );
}

function drawCircle(page: PDFPage, circle: ArtworkCircle, bleed: number) {
  const x = pt(bleed + circle.x);
  const y = pt(bleed + circle.y);
  const size = pt(circle.diameter / 2);
  switch (circle.role) {
    case 'trim':
      return page.drawCircle({ x, y, size, borderColor: COLOURS.trim, borderWidth: 0.75 });
    case 'spindle-hole':
      return page.drawCircle({ x, y, size, color: COLOURS.hole });
    case 'big-hole':
    case 'die-cut':
      return page.drawCircle({ x, y, size, borderColor: COLOURS.hole, borderWidth: 0.75 });
    case 'safety':
      return page.drawCircle({
        x,
        y,
        size,
        borderColor: COLOURS.safety,
        borderWidth: 0.5,
        borderDashArray: [3, 2],
      });
    default:
      return page.drawCircle({
        x,
        y,
        size,
        borderColor: COLOURS.zone,
        borderWidth: 0.5,
        borderDashArray: [4, 3],
      });
  }
}

function drawRectGuides(page: PDFPage, artwork: Artwork) {
  const { bleed, safety, trim } = artwork;
  page.drawRectangle({
    x: pt(bleed),
    y: pt(bleed),
    width: pt(trim.width),
    height: pt(trim.height),
    borderColor: COLOURS.trim,
    borderWidth: 0.75,
  });
  // Each panel of a cover has its own safe area: texts stay off the folds too.
  const panels = artwork.panels.length > 0 ? artwork.panels : [{ x: 0, width: trim.width }];
  for (const panel of panels) {
    if (panel.width <= 2 * safety) continue;
    page.drawRectangle({
      x: pt(bleed + panel.x + safety),
      y: pt(bleed + safety),
      width: pt(panel.width - 2 * safety),
      height: pt(trim.height - 2 * safety),
      borderColor: COLOURS.safety,
      borderWidth: 0.5,
      borderDashArray: [3, 2],
    });
  }
  for (const panel of artwork.panels.slice(1)) {
    const x = pt(bleed + panel.x);
    page.drawLine({
      start: { x, y: 0 },
      end: { x, y: pt(artwork.page.height) },
      color: COLOURS.fold,
      thickness: 0.5,
      dashArray: [6, 3],
    });
  }
}

function drawPanelTitles(page: PDFPage, artwork: Artwork, font: PDFFont) {
  for (const panel of artwork.panels) {
    const title = PANEL_TITLES[panel.name];
    const fontSize = Math.min(pt(panel.width) / (title.length * 0.7), 36);
    if (fontSize < 4) continue;
    const width = font.widthOfTextAtSize(title, fontSize);
    page.drawText(title, {
      x: pt(artwork.bleed + panel.x + panel.width / 2) - width / 2,
      y: pt(artwork.bleed + artwork.trim.height / 2) - fontSize / 2,
      size: fontSize,
      font,
      color: COLOURS.panel,
    });
  }
}

function legendLines(artwork: Artwork): string[] {
  const { spec, trim, page, bleed, safety } = artwork;
  const holes = artwork.circles
    .map(
      (circle) =>
        CIRCLE_LEGEND[circle.role] && `${CIRCLE_LEGEND[circle.role]} (${mm1(circle.diameter)} mm)`,
    )
    .filter(Boolean);
  return [
    `${PART_TITLES[spec.part]} ${spec.format}" - template ${artwork.name}`,
    `Page ${size(page.width, page.height)} = finished ${size(trim.width, trim.height)} + ${mm1(bleed)} mm bleed`,
    'Blue: cut line. Extend the artwork to the page edge (bleed).',
    `Green dashes: safe area, keep texts ${mm1(safety)} mm inside the cut.`,
    ...holes,
    '300 dpi, CMYK, fonts outlined. Hide this layer before export.',
  ];
}

function drawLegend(page: PDFPage, artwork: Artwork, font: PDFFont) {
  const lines = legendLines(artwork);
  const round = artwork.shape === 'round';
  // Round parts: the legend sits in the middle band; rectangles: top left of the safe area.
  const boxWidth = round
    ? pt(artwork.trim.width * 0.62)
    : pt(Math.min(artwork.trim.width, 150) - 8);
  const longest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, 1)));
  const fontSize = Math.max(3, Math.min(7, boxWidth / longest));
  const lineHeight = fontSize * 1.3;
  const left = round
    ? pt(artwork.page.width / 2) - boxWidth / 2
    : pt(artwork.bleed + artwork.safety + 1);
  let y = round
    ? pt(artwork.page.height / 2) + pt(artwork.trim.height * 0.3)
    : pt(artwork.bleed + artwork.trim.height - artwork.safety - 1) - fontSize;
  for (const line of lines) {
    page.drawText(line, { x: left, y, size: fontSize, font, color: COLOURS.text });
    y -= lineHeight;
  }
}

/** The template PDF of an artwork, one page at its exact size. */
export async function createTemplatePdf(artwork: Artwork): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Template ${artwork.name}`);
  doc.setCreator('Vinyl shop template kit');
  doc.setProducer('Vinyl shop');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const page = doc.addPage([pt(artwork.page.width), pt(artwork.page.height)]);
  const { bleed } = artwork;
  page.setTrimBox(pt(bleed), pt(bleed), pt(artwork.trim.width), pt(artwork.trim.height));
  page.setBleedBox(0, 0, pt(artwork.page.width), pt(artwork.page.height));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  addGuideLayer(doc, page);
  beginLayer(page);
  page.drawRectangle({
    x: 0,
    y: 0,
    width: pt(artwork.page.width),
    height: pt(artwork.page.height),
    borderColor: COLOURS.bleed,
    borderWidth: 1,
  });
  if (artwork.shape === 'rect') drawRectGuides(page, artwork);
  drawPanelTitles(page, artwork, font);
  for (const circle of artwork.circles) drawCircle(page, circle, bleed);
  drawLegend(page, artwork, font);
  page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  return doc.save({ useObjectStreams: false });
}
