import {
  FILE_KINDS,
  FormatSchema,
  isFileTypeOfKind,
  templateName,
  templateSpecFor,
  type FileKind,
  type FileType,
} from '@vinyl/domain';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../http/errors';

const TEXTS = {
  en: {
    title: 'The online designer is not available yet',
    body: 'Creating graphics online is coming, but the designer is not part of the shop yet. Nothing was changed in your album.',
    advice:
      'For now, download the template for this part, design your artwork on it and upload it as a PDF on the Graphics step.',
    template: 'Download the template',
    back: 'Back to Graphics',
    part: 'Part',
  },
  it: {
    title: 'Il designer online non è ancora disponibile',
    body: 'La creazione della grafica online arriverà, ma il designer non fa ancora parte del negozio. Il tuo album non è stato modificato.',
    advice:
      'Per ora scarica il modello di questa parte, prepara la grafica su di esso e caricala come PDF nel passo Grafica.',
    template: 'Scarica il modello',
    back: 'Torna alla Grafica',
    part: 'Parte',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface DesignerQuery {
  value?: string;
  format?: string;
  hole?: string;
  gatefold?: string;
}

function templateOf(kind: FileKind, query: DesignerQuery): string | undefined {
  const format = FormatSchema.safeParse(query.format);
  if (!format.success || !query.value || !isFileTypeOfKind(kind, query.value)) return undefined;
  const spec = templateSpecFor(kind, query.value as FileType, {
    vinyl: { format: format.data, hole: query.hole === 'big' ? 'big' : 'standard' },
    cover: { gatefold: query.gatefold === 'Yes' ? 'Yes' : 'No' },
  });
  return spec && templateName(spec);
}

/**
 * `GET /designer-app/{albumId}/{part}/{lang}` (spec 2 §7): the in-app designer's address.
 * Until the designer is built (ARCHITECTURE "Where this is going"), it says so plainly and
 * offers the part's template instead.
 */
export const designerRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { albumId: string; part: string; lang: string }; Querystring: DesignerQuery }>(
    '/designer-app/:albumId/:part/:lang',
    { schema: { hide: true } },
    async (request, reply) => {
      const { part, lang } = request.params;
      if (!(FILE_KINDS as string[]).includes(part) || (lang !== 'en' && lang !== 'it')) {
        throw new NotFoundError();
      }
      const texts = TEXTS[lang];
      const template = templateOf(part as FileKind, request.query);
      const link = template
        ? `<p><a href="/files/template/${escape(template)}.pdf" download>${texts.template} (${escape(template)}.pdf)</a></p>`
        : '';
      const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f7f3ec;color:#1b1b1b;margin:0;padding:48px 24px}main{max-width:640px;margin:0 auto}a{color:#8a2d12}</style>
</head><body><main>
<h1>${texts.title}</h1>
<p>${texts.body}</p>
<p>${texts.advice}</p>
${link}
<p><a href="/file-uploader">${texts.back}</a></p>
</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
};
