// The admin's catalogue write calls of SPEC section 7 (D3: admin token only). Forms arrive as multipart.
import {
  categoryFields,
  imageDeletedReply,
  imageIdParams,
  litreBody,
  litreIdParams,
  litreSaved,
  productFields,
  reorderImagesBody,
  subcategoryFields,
} from '@chamak/shared/admin';
import { productTaxGaps, subcategoryIdParams } from '@chamak/shared/catalogue';
import { errorReply, idParams, messageReply, savedReply } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { imageFiles, parseFields, readMultipart } from '../../plugins/uploads.ts';
import * as admin from './admin.ts';

const multipart = { consumes: ['multipart/form-data'], security: [{ bearer: [] }] };

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin service invalidates the catalogue's cached answers after each write (decision 0071).
  // Before the body is read or validated: a guest gets 401 and a customer 403 whatever they send.
  staffArea(app, 'catalogue');

  app.get(
    '/admin/products/tax-gaps',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Products missing an HSN code or GST rate, when the shop has a GSTIN',
        response: { 200: productTaxGaps },
      },
    },
    () => admin.productTaxGaps({ db: app.db }),
  );

  const category = async (request: Parameters<typeof readMultipart>[0], id: number | null) => {
    const { fields, files } = await readMultipart(request);
    const body = parseFields(categoryFields, fields);
    const [image] = imageFiles(files, 'image');
    return id === null
      ? admin.addCategory(app.ctx, body, image)
      : admin.updateCategory(app.ctx, id, body, image);
  };
  app.post(
    '/category',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Add a category (name, image)',
        response: { 200: savedReply },
      },
    },
    (r) => category(r, null),
  );
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/category/:id',
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Change a category (name, image optional)',
        params: idParams,
        response: { 200: savedReply },
      },
      handler: (r) => category(r, r.params.id),
    });
  }
  app.delete(
    '/category/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an unused category',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply, 409: errorReply },
      },
    },
    (r) => admin.deleteCategory(app.ctx, r.params.id),
  );

  const subcategory = async (request: Parameters<typeof readMultipart>[0], id: number | null) => {
    const { fields, files } = await readMultipart(request);
    const body = parseFields(subcategoryFields, fields);
    const [image] = imageFiles(files, 'image');
    return id === null
      ? admin.addSubcategory(app.ctx, body, image)
      : admin.updateSubcategory(app.ctx, id, body, image);
  };
  app.post(
    '/subcategory/add',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Add a subcategory (sub_cate_name, cate_id, image)',
        response: { 200: savedReply },
      },
    },
    (r) => subcategory(r, null),
  );
  app.put(
    '/subcategory/update/:sub_cate_id',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Change a subcategory (image optional)',
        params: subcategoryIdParams,
        response: { 200: savedReply },
      },
    },
    (r) => subcategory(r, r.params.sub_cate_id),
  );
  app.delete(
    '/subcategory/delete/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a subcategory without products',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply, 409: errorReply },
      },
    },
    (r) => admin.deleteSubcategory(app.ctx, r.params.id),
  );

  app.post(
    '/litre',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a litre',
        security: [{ bearer: [] }],
        body: litreBody,
        response: { 200: litreSaved, 409: errorReply },
      },
    },
    (r) => admin.addLitre(app.ctx, r.body),
  );
  app.put(
    '/litre/:l_id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a litre',
        security: [{ bearer: [] }],
        params: litreIdParams,
        body: litreBody,
        response: { 200: litreSaved, 409: errorReply },
      },
    },
    (r) => admin.updateLitre(app.ctx, r.params.l_id, r.body),
  );
  app.delete(
    '/litre/:l_id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an unused litre',
        security: [{ bearer: [] }],
        params: litreIdParams,
        response: { 200: messageReply, 409: errorReply },
      },
    },
    (r) => admin.deleteLitre(app.ctx, r.params.l_id),
  );

  const product = async (request: Parameters<typeof readMultipart>[0], id: number | null) => {
    const { fields, files } = await readMultipart(request);
    return admin.saveProduct(
      app.ctx,
      id,
      parseFields(productFields, fields),
      files,
      request.actor?.userId ?? null,
    );
  };
  app.post(
    '/products',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Add a product with its size configurations and images',
        response: { 200: savedReply },
      },
    },
    (r) => product(r, null),
  );
  app.put(
    '/products/:id',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Change a product; configurations with pl_id are updated (litre locked)',
        params: idParams,
        response: { 200: savedReply },
      },
    },
    (r) => product(r, r.params.id),
  );
  app.delete(
    '/products/deleteimage/:imageId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete one product image',
        security: [{ bearer: [] }],
        params: imageIdParams,
        response: { 200: imageDeletedReply },
      },
    },
    (r) => admin.deleteProductImage(app.ctx, r.params.imageId),
  );
  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a product (orders keep their copies)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply },
      },
    },
    (r) => admin.deleteProduct(app.ctx, r.params.id),
  );
  app.put(
    '/products/images/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reorder the images of one size configuration',
        security: [{ bearer: [] }],
        body: reorderImagesBody,
        response: { 200: messageReply },
      },
    },
    (r) => admin.reorderImages(app.ctx, r.body.pl_id, r.body.imageIds),
  );
};
