// The Inventory page's calls (decision 0349), all in the inventory area: reading needs inventory.read, changing
// stock inventory.write. A stock-take file arrives as multipart (the file, and the preview's token to apply it).
import { errorReply } from '@chamak/shared/common';
import {
  adjustmentBody,
  adjustmentReply,
  inventoryLimits,
  inventorySizesPage,
  inventorySizesQuery,
  lowStockReply,
  movementsQuery,
  sizeIdParams,
  stockLedgerPage,
  stockTakeApplied,
  stockTakePreview,
} from '@chamak/shared/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { Invalid } from '../../plugins/errors.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import {
  adjustStock,
  applyStockTake,
  inventorySizes,
  stockLedger as ledger,
  lowStockSizes,
  previewStockTake,
  stockTakeText,
} from './service.ts';

const staff = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const upload = { ...staff, consumes: ['multipart/form-data'] };

/** The one CSV file of a stock-take upload, its text, and the fields sent with it. */
async function stockTakeFile(request: Parameters<typeof readMultipart>[0]) {
  const { fields, files } = await readMultipart(request, { maxBytes: inventoryLimits.stockTakeBytes });
  if (files.length > 1) throw new Invalid('Upload one stock-take file at a time');
  const file = files[0];
  return { text: stockTakeText(file), fileName: file?.filename ?? 'stock-take.csv', fields };
}

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'inventory');

  app.get(
    '/admin/inventory/sizes',
    {
      schema: {
        ...staff,
        summary: 'Sizes with their SKU, stock and low-stock threshold; ?q= finds product, size, SKU or GTIN',
        querystring: inventorySizesQuery,
        response: { 200: inventorySizesPage, ...refusals },
      },
    },
    (r) => inventorySizes({ db: app.db }, r.query),
  );
  app.get(
    '/admin/inventory/low-stock',
    {
      schema: {
        ...staff,
        summary: 'Sizes at or below their low-stock threshold, the emptiest first',
        response: { 200: lowStockReply, ...refusals },
      },
    },
    () => lowStockSizes({ db: app.db }),
  );
  app.get(
    '/admin/inventory/sizes/:sizeId/movements',
    {
      schema: {
        ...staff,
        summary: "A size's stock ledger, newest first: every movement with its reason",
        params: sizeIdParams,
        querystring: movementsQuery,
        response: { 200: stockLedgerPage, ...refusals },
      },
    },
    (r) => ledger({ db: app.db }, r.params.sizeId, r.query),
  );
  app.post(
    '/admin/inventory/sizes/:sizeId/adjustments',
    {
      schema: {
        ...staff,
        summary: "Adjust a size's stock by a number of units, with a note saying why",
        params: sizeIdParams,
        body: adjustmentBody,
        response: { 200: adjustmentReply, ...refusals },
      },
    },
    (r) => adjustStock({ db: app.db }, r.params.sizeId, r.body, r.actor?.userId ?? null),
  );
  app.post(
    '/admin/inventory/stock-take/preview',
    {
      schema: {
        ...upload,
        summary: 'A stock-take CSV (sku,counted) compared with the stock: the differences, nothing written',
        response: { 200: stockTakePreview, ...refusals },
      },
    },
    async (r) => previewStockTake({ db: app.db }, (await stockTakeFile(r)).text),
  );
  app.post(
    '/admin/inventory/stock-take/apply',
    {
      schema: {
        ...upload,
        summary:
          "Apply a previewed stock-take: the same file and the preview's token, all in one transaction",
        response: { 200: stockTakeApplied, ...refusals },
      },
    },
    async (r) => {
      const { text, fileName, fields } = await stockTakeFile(r);
      if (!fields.token)
        throw new Invalid('Preview the stock-take first: applying needs the preview’s token');
      return applyStockTake({ db: app.db }, text, fields.token, r.actor?.userId ?? null, fileName);
    },
  );
};
