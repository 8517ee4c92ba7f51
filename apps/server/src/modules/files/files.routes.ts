import { FILE_KINDS } from '@vinyl/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import {
  FileLinkageBodySchema,
  FileRefsBodySchema,
  fileIds,
  fileLinks,
  PdfToPrintBodySchema,
} from './files.schemas';
import type { FileService } from './files.service';

interface Options {
  files: FileService;
}

const tags = ['files'];

/** Graphics files of an album (spec 2 §7 "Albums", "Audio and files"; issue 8 item 2). */
export const fileRoutes: FastifyPluginAsyncZod<Options> = async (app, { files }) => {
  const params = IdParamsSchema;
  for (const kind of FILE_KINDS) {
    app.get(
      `/albums/:id/${kind}`,
      { schema: { tags, summary: `The album's ${kind} files`, params } },
      async (request) => files.listKind(requireUser(request).id, request.params.id, kind),
    );
    app.get(
      `/albums/:id/relationships/${kind}`,
      { schema: { tags, summary: `Which files are the album's ${kind}`, params } },
      async (request) => files.linkage(requireUser(request).id, request.params.id, kind),
    );
    const attach = {
      schema: {
        tags,
        summary: `Put uploaded files in ${kind} slots`,
        params,
        body: FileLinkageBodySchema,
      },
    };
    for (const method of ['post', 'patch'] as const) {
      app[method](`/albums/:id/relationships/${kind}`, attach, async (request) =>
        files.attach(requireUser(request).id, request.params.id, kind, fileLinks(request.body)),
      );
    }
    app.delete(
      `/albums/:id/relationships/${kind}`,
      { schema: { tags, summary: `Take files out of ${kind}`, params, body: FileRefsBodySchema } },
      async (request) =>
        files.detach(requireUser(request).id, request.params.id, kind, fileIds(request.body)),
    );
  }

  app.get(
    '/albums/:id/pdf_to_print',
    { schema: { tags, summary: "The album's print PDF", params } },
    async (request) => files.pdfToPrint(requireUser(request).id, request.params.id, true),
  );
  app.get(
    '/albums/:id/relationships/pdf_to_print',
    { schema: { tags, summary: "Which file is the album's print PDF", params } },
    async (request) => files.pdfToPrint(requireUser(request).id, request.params.id, false),
  );
  app.patch(
    '/albums/:id/relationships/pdf_to_print',
    { schema: { tags, summary: "Set the album's print PDF", params, body: PdfToPrintBodySchema } },
    async (request) =>
      files.setPdfToPrint(
        requireUser(request).id,
        request.params.id,
        request.body.data?.id ?? null,
      ),
  );

  app.get(
    '/albums/:id/thumbnails',
    { schema: { tags, summary: 'Thumbnails of the album files, per kind and type', params } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return files.thumbnails(requireUser(request).id, request.params.id);
    },
  );

  app.get('/files/:id', { schema: { tags, summary: 'One of my files', params } }, async (request) =>
    files.get(requireUser(request).id, request.params.id),
  );
  app.delete(
    '/files/:id',
    { schema: { tags, summary: 'Delete a file from every album', params } },
    async (request, reply) => {
      await files.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/files/:id/content',
    { schema: { tags, summary: 'The PDF', params } },
    async (request, reply) => {
      const { file, stream } = await files.read(
        requireUser(request).id,
        request.params.id,
        'content',
      );
      const name = encodeURIComponent(file.file_name);
      return (
        reply
          .type('application/pdf')
          .header('content-length', String(file.size))
          .header('content-disposition', `inline; filename*=UTF-8''${name}`)
          .header('cache-control', 'private, max-age=3600')
          // A frame of the shop's own pages may show it (the upload modal frames the local
          // copy today): SAMEORIGIN to match, not the API's DENY (decision 064).
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(stream)
      );
    },
  );
  app.get(
    '/files/:id/thumbnail',
    { schema: { tags, summary: 'Page 1 of the PDF as a PNG', params } },
    async (request, reply) => {
      const { stream } = await files.read(requireUser(request).id, request.params.id, 'thumbnail');
      // A file id never changes its bytes: a replacement is another file.
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );
};
