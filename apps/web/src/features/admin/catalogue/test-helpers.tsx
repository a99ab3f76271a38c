// Test helpers for the catalogue pages: a fake API behind fetch (it stands in for the network only, JSON and
// multipart bodies recorded as sent) and a render with query client, router and the toaster.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../../../lib/toast.tsx';

export type Call = {
  method: string;
  /** Without /api and without the query string. */
  path: string;
  query: string;
  json: unknown;
  form: FormData | null;
};

class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
/** A failing answer: return it from the handler for a status other than 200. */
export const reply = (status: number, body?: unknown) => new Reply(status, body);

export function fakeApi(handle: (call: Call) => unknown) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const [path = '', query = ''] = String(input)
      .replace(/^\/api/, '')
      .split('?');
    const body = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      path,
      query,
      json: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
      form: body instanceof FormData ? body : null,
    };
    calls.push(call);
    const answer = handle(call);
    const status = answer instanceof Reply ? answer.status : 200;
    const data = answer instanceof Reply ? answer.body : answer;
    return new Response(data === undefined ? '' : JSON.stringify(data), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    calls,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAdmin(ui: ReactNode, url = '/admin/products', path = '/admin/products') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A PNG by its first bytes (the pickers read them, lib/files.ts), padded with zeros. */
export function pngFile(name: string, bytes = 10): File {
  const data = new Uint8Array(Math.max(bytes, 8));
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: 'image/png' });
}

// Catalogue fixtures ---------------------------------------------------------------------------------

const imageFields = { srcset: '', width: 100, height: 100 };
export const categories = [
  { id: 1, name: 'Floor Care', content: '', image: '/media/c1.webp', createdAt: '', ...imageFields },
  { id: 2, name: 'Kitchen Care', content: '', image: '/media/c2.webp', createdAt: '', ...imageFields },
];
export const subcategoriesOf1 = [
  {
    sub_cate_id: 11,
    sub_cate_name: 'Floor Cleaners',
    cate_id: 1,
    image: '/media/s11.webp',
    Category: { name: 'Floor Care' },
    createdAt: '',
    ...imageFields,
  },
];
export const litres = [
  { l_id: 1, litre: '500 ml', total_ml: 500 },
  { l_id: 2, litre: '1 L', total_ml: 1000 },
  { l_id: 3, litre: '5 L', total_ml: 5000 },
];

const image = (pi_id: number) => ({ pi_id, image: `/media/p${pi_id}.webp`, ...imageFields });

/** A saved product: one 500 ml size with `images` pictures. */
export function productDetails(images = 2) {
  const pics = Array.from({ length: images }, (_, i) => image(100 + i));
  return {
    id: 5,
    name: 'Floor Cleaner',
    categoryId: 1,
    sub_cate_id: 11,
    shortDescription: 'Cleans floors.',
    longDescription: 'Cleans every floor.',
    suitableSurfaces: 'Tiles',
    ingredients: 'Water',
    features: ['Kills germs'],
    howToUse: ['Mop'],
    volume: '',
    scent: 'Lemon',
    phLevel: 7,
    shelfLife: 24,
    madeIn: 'India',
    packaging: '',
    combos: false,
    averageRatings: 4.5,
    totalReviews: 2,
    createdAt: '',
    Category: { id: 1, name: 'Floor Care' },
    subcategory: { sub_cate_id: 11, sub_cate_name: 'Floor Cleaners' },
    productlitres: [
      {
        pl_id: 50,
        l_id: 1,
        litre: litres[0],
        price: 249,
        discounted_price: 199,
        discount: 20,
        total_qty: 40,
        remaining_qty: 30,
        productimages: pics,
        images: pics,
      },
    ],
  };
}

/** The reads every catalogue form makes; anything else goes to `rest`. */
export function catalogueReads(rest: (call: Call) => unknown = () => undefined) {
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/category') return categories;
    if (call.method === 'GET' && call.path === '/litre') return litres;
    if (call.method === 'GET' && call.path === '/products/subcategory/1') return subcategoriesOf1;
    if (call.method === 'GET' && call.path === '/products/subcategory/2') return [];
    return rest(call);
  };
}
