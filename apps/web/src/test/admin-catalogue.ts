// Setup for the admin catalogue tests in the demo shop: the ids of demo categories, subcategories and litres
// by name, and products, subcategories and litres added through the real admin routes (multipart with real
// pictures, as the admin's forms send them).
import type { ProductDetails } from '@chamak/shared/catalogue';
import { expect } from 'vitest';
import { imageFile } from './admin.tsx';
import type { RealApi } from './real-api.ts';

/** Sends `form` as the browser would (multipart with its boundary) with the admin's token; answers the JSON. */
export async function sendForm<T>(
  api: RealApi,
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
): Promise<T> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await api.as(await api.adminToken(), {
    method,
    url,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

async function read<T>(api: RealApi, url: string): Promise<T> {
  const res = await api.as(await api.adminToken(), { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** A demo category's id by its name ('Floor Care'). */
export async function categoryId(api: RealApi, name: string): Promise<number> {
  const found = (await read<{ id: number; name: string }[]>(api, '/api/category')).find(
    (c) => c.name === name,
  );
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

/** A subcategory's id by its name, within the category `categoryId`. */
export async function subcategoryId(api: RealApi, category: number, name: string): Promise<number> {
  const found = (
    await read<{ sub_cate_id: number; sub_cate_name: string }[]>(api, `/api/products/subcategory/${category}`)
  ).find((s) => s.sub_cate_name === name);
  if (!found) throw new Error(`no subcategory ${name}`);
  return found.sub_cate_id;
}

/** A litre's id by its name ('500 ml'). */
export async function litreId(api: RealApi, name: string): Promise<number> {
  const found = (await read<{ l_id: number; litre: string }[]>(api, '/api/litre')).find(
    (l) => l.litre === name,
  );
  if (!found) throw new Error(`no litre ${name}`);
  return found.l_id;
}

/** Adds a litre through POST /api/litre; its id. */
export async function addLitre(api: RealApi, litre: string, total_ml: number): Promise<number> {
  const res = await api.as(await api.adminToken(), {
    method: 'POST',
    url: '/api/litre',
    payload: { litre, total_ml },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { l_id: number }).l_id;
}

/** Adds a subcategory of `category` with a picture through the admin route; its id. */
export async function addSubcategory(api: RealApi, category: number, name: string): Promise<number> {
  const form = new FormData();
  form.append('sub_cate_name', name);
  form.append('cate_id', String(category));
  form.append('image', await imageFile('sub.png'));
  return (await sendForm<{ id: number }>(api, 'POST', '/api/subcategory/add', form)).id;
}

let added = 0;
/**
 * Adds a product in Floor Care / Floor Cleaners with one 500 ml size (₹249, ₹199 after 20% off, 40 units) and
 * `images` pictures through POST /api/products; answers it as GET /api/products/{id} does.
 */
export async function addProduct(api: RealApi, images = 2, name?: string): Promise<ProductDetails> {
  added++;
  const category = await categoryId(api, 'Floor Care');
  const form = new FormData();
  const fields: Record<string, string> = {
    name: name ?? `Floor Cleaner ${Date.now().toString(36)}${added}`,
    categoryId: String(category),
    sub_cate_id: String(await subcategoryId(api, category, 'Floor Cleaners')),
    shortDescription: 'Cleans floors.',
    longDescription: 'Cleans every floor.',
    suitableSurfaces: 'Tiles',
    ingredients: 'Water',
    features: JSON.stringify(['Kills germs']),
    howToUse: JSON.stringify(['Mop']),
    scent: 'Lemon',
    phLevel: '7',
    litreConfigs: JSON.stringify([
      { l_id: await litreId(api, '500 ml'), price: 249, discounted_price: 199, discount: 20, total_qty: 40 },
    ]),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (let i = 0; i < images; i++) form.append('images_0', await imageFile(`p${i}.png`));
  const { id } = await sendForm<{ id: number }>(api, 'POST', '/api/products', form);
  return read<ProductDetails>(api, `/api/products/${id}`);
}
