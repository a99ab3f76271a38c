// The back-office's products list with their status, its bulk changes (price, stock, status) and Duplicate
// (decision 0353). Catalogue staff: reading needs catalogue.read, every change catalogue.write.
import {
  adminProductsPage,
  adminProductsQuery,
  bulkPriceBody,
  bulkProductStatusBody,
  bulkProductsReply,
  bulkStockBody,
} from '@chamak/shared/bulk-actions';
import { productDetails as productDetailsReply } from '@chamak/shared/catalogue';
import { errorReply, idParams, savedReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import * as bulk from './bulk.ts';
import { productDetails } from './product-details.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

export const productBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'catalogue');
  const ctx = () => ({ db: app.db, storage: app.storage });

  app.get(
    '/admin/products',
    {
      schema: {
        ...adminOnly,
        summary:
          'A page of every product with its status and sizes (drafts and archived ones too), newest first',
        querystring: adminProductsQuery,
        response: { 200: adminProductsPage, ...refusals },
      },
    },
    (request) => bulk.adminProducts(ctx(), request.query),
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'One product as the product form edits it, whatever its status',
        params: idParams,
        response: { 200: productDetailsReply, ...refusals },
      },
    },
    (request) => productDetails(ctx(), request.params.id, { anyStatus: true }),
  );

  app.post(
    '/admin/products/bulk/price',
    {
      schema: {
        ...adminOnly,
        summary:
          'Change the prices of the chosen products: by a percent (MRP and price, to the nearest paisa) or sizes to fixed amounts',
        body: bulkPriceBody,
        response: { 200: bulkProductsReply, ...refusals },
      },
    },
    (request) => bulk.bulkPrice(ctx(), request.body),
  );

  app.post(
    '/admin/products/bulk/stock',
    {
      schema: {
        ...adminOnly,
        summary:
          'Set the stock of the chosen products’ sizes, or add to it (the stock ledger names it an adjustment)',
        body: bulkStockBody,
        response: { 200: bulkProductsReply, ...refusals },
      },
    },
    (request) => bulk.bulkStock(ctx(), request.body, actorOf(request).userId),
  );

  app.post(
    '/admin/products/bulk/status',
    {
      schema: {
        ...adminOnly,
        summary: 'Make the chosen products Active (in the shop), Draft or Archived (out of it)',
        body: bulkProductStatusBody,
        response: { 200: bulkProductsReply, ...refusals },
      },
    },
    (request) => bulk.bulkStatus(ctx(), request.body),
  );

  app.post(
    '/admin/products/:id/duplicate',
    {
      schema: {
        ...adminOnly,
        summary: 'Copy a product with its sizes and images as a draft "… (copy)", each size with a new SKU',
        params: idParams,
        response: { 200: savedReply, ...refusals },
      },
    },
    (request) => bulk.duplicateProduct(ctx(), request.params.id),
  );
};
