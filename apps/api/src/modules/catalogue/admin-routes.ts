// The admin's catalogue write calls of SPEC section 7 (D3: admin token only). Forms arrive as multipart.
import { categoryFields, litreBody, productFields, subcategoryFields } from '@chamak/shared/admin';
import { idParam } from '@chamak/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { imageFiles, parseFields, readMultipart } from '../../plugins/uploads.ts';
import * as admin from './admin.ts';

const saved = z.object({ message: z.string(), id: z.number() });
const message = z.object({ message: z.string() });
const multipart = { consumes: ['multipart/form-data'], security: [{ bearer: [] }] };

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin service invalidates the catalogue's cached answers after each write (decision 0071).
  const ctx = () => ({ db: app.db, storage: app.storage, cache: app.responseCache });
  // Before the body is read or validated: a guest gets 401 and a customer 403 whatever they send.
  app.addHook('onRequest', requireAdmin);

  const category = async (request: Parameters<typeof readMultipart>[0], id: number | null) => {
    const { fields, files } = await readMultipart(request);
    const body = parseFields(categoryFields, fields);
    const [image] = imageFiles(files, 'image');
    return id === null ? admin.addCategory(ctx(), body, image) : admin.updateCategory(ctx(), id, body, image);
  };
  app.post(
    '/category',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Add a category (name, image)',
        response: { 200: saved },
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
        params: z.object({ id: idParam('id') }),
        response: { 200: saved },
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
        params: z.object({ id: idParam('id') }),
        response: { 200: message, 409: message },
      },
    },
    (r) => admin.deleteCategory(ctx(), r.params.id),
  );

  const subcategory = async (request: Parameters<typeof readMultipart>[0], id: number | null) => {
    const { fields, files } = await readMultipart(request);
    const body = parseFields(subcategoryFields, fields);
    const [image] = imageFiles(files, 'image');
    return id === null
      ? admin.addSubcategory(ctx(), body, image)
      : admin.updateSubcategory(ctx(), id, body, image);
  };
  app.post(
    '/subcategory/add',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Add a subcategory (sub_cate_name, cate_id, image)',
        response: { 200: saved },
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
        params: z.object({ sub_cate_id: idParam('sub_cate_id') }),
        response: { 200: saved },
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
        params: z.object({ id: idParam('id') }),
        response: { 200: message, 409: message },
      },
    },
    (r) => admin.deleteSubcategory(ctx(), r.params.id),
  );

  const litreSaved = z.object({ message: z.string(), l_id: z.number() });
  app.post(
    '/litre',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a litre',
        security: [{ bearer: [] }],
        body: litreBody,
        response: { 200: litreSaved, 409: message },
      },
    },
    (r) => admin.addLitre(ctx(), r.body),
  );
  app.put(
    '/litre/:l_id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a litre',
        security: [{ bearer: [] }],
        params: z.object({ l_id: idParam('l_id') }),
        body: litreBody,
        response: { 200: litreSaved, 409: message },
      },
    },
    (r) => admin.updateLitre(ctx(), r.params.l_id, r.body),
  );
  app.delete(
    '/litre/:l_id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an unused litre',
        security: [{ bearer: [] }],
        params: z.object({ l_id: idParam('l_id') }),
        response: { 200: message, 409: message },
      },
    },
    (r) => admin.deleteLitre(ctx(), r.params.l_id),
  );

  const product = async (request: Parameters<typeof readMultipart>[0], id: number | null) => {
    const { fields, files } = await readMultipart(request);
    return admin.saveProduct(ctx(), id, parseFields(productFields, fields), files);
  };
  app.post(
    '/products',
    {
      schema: {
        ...multipart,
        tags: ['admin'],
        summary: 'Add a product with its size configurations and images',
        response: { 200: saved },
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
        params: z.object({ id: idParam('id') }),
        response: { 200: saved },
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
        params: z.object({ imageId: idParam('imageId') }),
        response: { 200: z.object({ status: z.boolean(), description: z.string() }) },
      },
    },
    (r) => admin.deleteProductImage(ctx(), r.params.imageId),
  );
  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a product (orders keep their copies)',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam('id') }),
        response: { 200: message },
      },
    },
    (r) => admin.deleteProduct(ctx(), r.params.id),
  );
  app.put(
    '/products/images/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reorder the images of one size configuration',
        security: [{ bearer: [] }],
        body: z.object({ pl_id: idParam('pl_id'), imageIds: z.array(idParam('imageId')).min(1).max(10) }),
        response: { 200: message },
      },
    },
    (r) => admin.reorderImages(ctx(), r.body.pl_id, r.body.imageIds),
  );
};
