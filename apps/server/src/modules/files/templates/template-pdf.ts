import type { Artwork, ArtworkCircle } from '@vinyl/domain';
import {
  cmyk,
  PDFDocument,
  PDFHexString,
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

const mm1 = (value: number) => `${Math.round(value * 100) / 100}`;
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
    doc.context.obj({ Type: 'OCG', Name: PDFHexString.fromText('Template guides') }),
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
    .filter((circle) => CIRCLE_LEGEND[circle.role])
    .map((circle) => `${CIRCLE_LEGEND[circle.role]} (${mm1(circle.diameter)} mm)`);
  return [
    `${PART_TITLES[spec.part]} ${spec.format}" (${artwork.name})`,
    `Page ${size(page.width, page.height)}:`,
    `finished ${size(trim.width, trim.height)} + ${mm1(bleed)} mm bleed`,
    'Blue: cut line',
    'Artwork to the page edge (bleed)',
    ...(spec.part === 'picture-disc' ? [] : [`Green dashes: safe area (${mm1(safety)} mm)`]),
    ...holes,
    '300 dpi, CMYK, fonts outlined',
    'Hide this layer before export',
  ];
}

/** Rectangles: top left of the safe area. Round parts: centred, over the hole, on a light card. */
function legendBox(artwork: Artwork) {
  if (artwork.shape === 'rect') {
    return {
      left: pt(artwork.bleed + artwork.safety + 1),
      top: pt(artwork.bleed + artwork.trim.height - artwork.safety - 1),
      width: pt(Math.min(artwork.trim.width, 90) - 8),
      height: pt(Math.min(artwork.trim.height - 2 * artwork.safety - 2, 60)),
      card: false,
    };
  }
  const width = artwork.trim.width * 0.62;
  const height = artwork.trim.width * 0.42;
  return {
    left: pt(artwork.page.width / 2 - width / 2),
    top: pt(artwork.page.height / 2 + height / 2),
    width: pt(width),
    height: pt(height),
    card: true,
  };
}

function drawLegend(page: PDFPage, artwork: Artwork, font: PDFFont) {
  const lines = legendLines(artwork);
  const box = legendBox(artwork);
  const longest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, 1)));
  const fontSize = Math.max(
    2.5,
    Math.min(7, box.width / longest, box.height / (lines.length * 1.3)),
  );
  const textHeight = lines.length * fontSize * 1.3;
  if (box.card) {
    const pad = fontSize;
    const textWidth = longest * fontSize;
    page.drawRectangle({
      x: box.left + box.width / 2 - textWidth / 2 - pad,
      y: box.top - box.height / 2 - textHeight / 2 - pad,
      width: textWidth + 2 * pad,
      height: textHeight + 2 * pad,
      color: cmyk(0, 0, 0, 0),
      opacity: 0.85,
    });
  }
  const left = box.card ? box.left + box.width / 2 - (longest * fontSize) / 2 : box.left;
  let y = (box.card ? box.top - box.height / 2 + textHeight / 2 : box.top) - fontSize;
  for (const line of lines) {
    page.drawText(line, { x: left, y, size: fontSize, font, color: COLOURS.text });
    y -= fontSize * 1.3;
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
