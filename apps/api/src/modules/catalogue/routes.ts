// Catalogue calls of SPEC section 7: categories, subcategories, litres, product listings, details, search suggestions.
import {
  category,
  dashboardCounter,
  getAllProductsBody,
  idParam,
  litre,
  pageBody,
  productDetails,
  productPage,
  searchSuggestion,
  subcategory,
  subcategoryPageBody,
} from '@chamak/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import * as catalogue from './service.ts';

const errorBody = z.object({ message: z.string() });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, storage: app.storage });

  app.get(
    '/category',
    {
      schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: z.array(category) } },
      config: { cache: 'catalogue' },
    },
    () => catalogue.listCategories(ctx()),
  );

  app.get(
    '/subcategory',
    {
      schema: { tags: ['catalogue'], summary: 'All subcategories', response: { 200: z.array(subcategory) } },
      config: { cache: 'catalogue' },
    },
    () => catalogue.listSubcategories(ctx()),
  );

  app.get(
    '/products/subcategory/:cate_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Subcategories of one category',
        params: z.object({ cate_id: idParam('cate_id') }),
        response: { 200: z.array(subcategory), 404: errorBody },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.listSubcategories(ctx(), request.params.cate_id),
  );

  app.post(
    '/subcategory/get',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of subcategories, optionally searched',
        body: subcategoryPageBody,
        response: { 200: z.object({ category: z.array(subcategory), totalCategory: z.number().int() }) },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.pageSubcategories(ctx(), request.body),
  );

  app.get(
    '/litre',
    {
      schema: { tags: ['catalogue'], summary: 'All litres (sizes)', response: { 200: z.array(litre) } },
      config: { cache: 'catalogue' },
    },
    () => catalogue.listLitres(ctx()),
  );

  app.post(
    '/litre/getall',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of litres',
        body: pageBody(10),
        response: { 200: z.object({ litres: z.array(litre), totalLitre: z.number().int() }) },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.pageLitres(ctx(), request.body),
  );

  app.post(
    '/products/getallproducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of products, filtered and searched',
        body: getAllProductsBody,
        response: { 200: productPage },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.listProducts(ctx(), request.body),
  );

  app.post(
    '/products/products/:sub_cate_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of the products of one subcategory',
        params: z.object({ sub_cate_id: idParam('sub_cate_id') }),
        body: pageBody(16),
        response: {
          200: productPage.extend({
            subcategory: z.object({ sub_cate_id: z.number(), sub_cate_name: z.string() }),
          }),
          404: errorBody,
        },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.listSubcategoryProducts(ctx(), request.params.sub_cate_id, request.body),
  );

  app.get(
    '/products/dashboardcounter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counters of the admin dashboard',
        security: [{ bearer: [] }],
        response: { 200: dashboardCounter, 401: errorBody, 403: errorBody },
      },
      preHandler: requireAdmin,
    },
    () => catalogue.dashboardCounter(ctx()),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its sizes, images, category and subcategory',
        params: z.object({ id: idParam('id') }),
        response: { 200: productDetails, 404: errorBody },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.productDetails(ctx(), request.params.id),
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search-overlay suggestions: products and subcategories by name, typos tolerated',
        querystring: z.object({
          q: z.string().trim().max(100, { error: 'q must be 100 characters or less' }).default(''),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: { 200: z.array(searchSuggestion) },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.suggest(ctx(), request.query.q, request.query.limit),
  );
};
