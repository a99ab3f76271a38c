// Catalogue calls of SPEC section 7: categories, subcategories, litres, product listings, details, search suggestions.
import {
  categoryIdParams,
  categoryList,
  getAllProductsBody,
  litreList,
  litrePage,
  litrePageBody,
  productDetails,
  productPage,
  searchSuggestions,
  subcategoryIdParams,
  subcategoryList,
  subcategoryPage,
  subcategoryPageBody,
  subcategoryProductPage,
  subcategoryProductsBody,
  suggestQuery,
} from '@chamak/shared/catalogue';
import { errorReply, idParams } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/answer-language.ts';
import { sendAnswer } from '../../plugins/json-text.ts';
import { localized } from './localize.ts';
import * as catalogue from './service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The stored product cards' image URLs follow this shop's media storage (decision 0256).
  app.addHook('onReady', () => catalogue.useCardMedia(app.ctx));

  app.get(
    '/category',
    {
      schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: categoryList } },
      config: { cache: 'catalogue' },
    },
    async (request) =>
      localized(app.ctx.db, requestLanguage(request), await catalogue.listCategories(app.ctx), 'categories'),
  );

  app.get(
    '/subcategory',
    {
      schema: { tags: ['catalogue'], summary: 'All subcategories', response: { 200: subcategoryList } },
      config: { cache: 'catalogue' },
    },
    async (request) =>
      localized(app.ctx.db, requestLanguage(request), await catalogue.listSubcategories(app.ctx)),
  );

  app.get(
    '/products/subcategory/:cate_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Subcategories of one category',
        params: categoryIdParams,
        response: { 200: subcategoryList, 404: errorReply },
      },
      config: { cache: 'catalogue' },
    },
    async (request) =>
      localized(
        app.ctx.db,
        requestLanguage(request),
        await catalogue.listSubcategories(app.ctx, request.params.cate_id),
      ),
  );

  app.post(
    '/subcategory/get',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of subcategories, optionally searched',
        body: subcategoryPageBody,
        response: { 200: subcategoryPage },
      },
      config: { cache: 'catalogue' },
    },
    async (request) =>
      localized(
        app.ctx.db,
        requestLanguage(request),
        await catalogue.pageSubcategories(app.ctx, request.body),
      ),
  );

  app.get(
    '/litre',
    {
      schema: { tags: ['catalogue'], summary: 'All litres (sizes)', response: { 200: litreList } },
      config: { cache: 'catalogue' },
    },
    () => catalogue.listLitres(app.ctx),
  );

  app.post(
    '/litre/getall',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of litres',
        body: litrePageBody,
        response: { 200: litrePage },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.pageLitres(app.ctx, request.body),
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
    (request, reply) =>
      sendAnswer(
        reply,
        catalogue
          .listProducts(app.ctx, request.body)
          .then((answer) => localized(app.ctx.db, requestLanguage(request), answer)),
      ),
  );

  app.post(
    '/products/products/:sub_cate_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of the products of one subcategory',
        params: subcategoryIdParams,
        body: subcategoryProductsBody,
        response: { 200: subcategoryProductPage, 404: errorReply },
      },
      config: { cache: 'catalogue' },
    },
    (request, reply) =>
      sendAnswer(
        reply,
        catalogue
          .listSubcategoryProducts(app.ctx, request.params.sub_cate_id, request.body)
          .then((answer) => localized(app.ctx.db, requestLanguage(request), answer)),
      ),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its sizes, images, category and subcategory',
        params: idParams,
        response: { 200: productDetails, 404: errorReply },
      },
      config: { cache: 'catalogue' },
    },
    async (request) =>
      localized(
        app.ctx.db,
        requestLanguage(request),
        await catalogue.productDetails(app.ctx, request.params.id),
      ),
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search-overlay suggestions: products and subcategories by name, typos tolerated',
        querystring: suggestQuery,
        response: { 200: searchSuggestions },
      },
      config: { cache: 'catalogue' },
    },
    (request) => catalogue.suggest(app.ctx, request.query.q, request.query.limit, requestLanguage(request)),
  );
};
