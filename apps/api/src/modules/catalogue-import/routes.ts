// Back-office: the catalogue as CSV and an import of the same columns (decision 0351), in the catalogue's area: the
// export needs catalogue.read, the import catalogue.write. An import answers JSON, or with `Accept:
// application/x-ndjson` a line of progress every few hundred rows and then its result.
import { PassThrough } from 'node:stream';
import {
  catalogueExportText,
  catalogueImportQuery,
  catalogueImportResult,
} from '@chamak/shared/catalogue-import';
import { errorReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { Invalid } from '../../plugins/errors.ts';
import { uploadMessages } from '../../plugins/uploads.ts';
import { exportCatalogue, exportFileName, failureMessage, openImport } from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 409: errorReply, 413: errorReply };

export const catalogueImportRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'catalogue');

  app.get(
    '/admin/catalogue/export.csv',
    {
      schema: {
        ...staff,
        summary:
          'Every product with its sizes, prices, stock, SKU, GTIN, HSN, GST rate, categories and image URLs as CSV',
        response: { 200: catalogueExportText, 401: errorReply, 403: errorReply },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        // A stream: Fastify sends it as it comes and skips the schema's serializer.
        .send(exportCatalogue({ db: app.db, storage: app.storage, publicUrl: app.ctx.publicUrl }) as never),
  );

  app.post(
    '/admin/catalogue/import',
    {
      schema: {
        ...staff,
        consumes: ['multipart/form-data'],
        summary:
          'Import a catalogue CSV (field "file"; or a zip of one CSV and its images): a dry run lists every change and error; an apply writes all or nothing',
        querystring: catalogueImportQuery,
        response: { 200: catalogueImportResult, ...refusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Invalid(uploadMessages.notMultipart, 'MALFORMED_REQUEST');
      const maxBytes = app.config.uploadMaxRequestBytes;
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      const prepared = await openImport(
        {
          db: app.db,
          storage: app.storage,
          publicUrl: app.ctx.publicUrl,
          actorUserId: request.actor?.userId ?? null,
        },
        part?.file,
        maxBytes,
      );
      const { dryRun } = request.query;
      if (!(request.headers.accept ?? '').includes('application/x-ndjson')) return prepared.run(dryRun);
      const out = new PassThrough();
      const line = (value: object) => `${JSON.stringify(value)}\n`;
      prepared
        .run(dryRun, (p) => out.write(line({ type: 'progress', ...p })))
        .then(
          (result) => out.end(line({ type: 'result', ...result })),
          (error: unknown) => {
            if (failureMessage(error) !== (error as Error)?.message) request.log.error(error);
            out.end(line({ type: 'error', message: failureMessage(error) }));
          },
        );
      return reply.header('content-type', 'application/x-ndjson; charset=utf-8').send(out as never);
    },
  );
};
