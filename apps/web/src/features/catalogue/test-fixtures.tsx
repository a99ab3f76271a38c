// Test helpers for the catalogue pages: catalogue data, a fake API behind fetch, and a render with router
// and query client.
import type { Category, ProductPage, ProductSummary, Subcategory } from '@chamak/shared/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

const image = (name: string) => ({ image: `/media/${name}.webp`, srcset: '', width: 400, height: 400 });

export function makeProduct(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: `Product ${id}`,
    categoryId: 2,
    sub_cate_id: 20,
    shortDescription: '',
    combos: false,
    averageRatings: 4,
    totalReviews: 3,
    createdAt: '2025-01-01T00:00:00.000Z',
    Category: { id: 2, name: 'Floor Care' },
    subcategory: { sub_cate_id: 20, sub_cate_name: 'Floor Cleaners' },
    productlitres: [
      {
        pl_id: id * 10 + 1,
        l_id: 1,
        litre: { l_id: 1, litre: '500 ml', total_ml: 500 },
        price: 199,
        discounted_price: 179,
        discount: 10,
        total_qty: 50,
        remaining_qty: 50,
        productimages: [{ pi_id: 1, ...image(`p${id}-small`) }],
      },
      {
        pl_id: id * 10 + 2,
        l_id: 2,
        litre: { l_id: 2, litre: '1 L', total_ml: 1000 },
        price: 349,
        discounted_price: 349,
        discount: 0,
        total_qty: 50,
        remaining_qty: 50,
        productimages: [{ pi_id: 2, ...image(`p${id}-large`) }],
      },
    ],
    ...overrides,
  };
}

export const categories: Category[] = [
  { id: 1, name: 'All Purpose', content: '', createdAt: '2025-01-01T00:00:00.000Z', ...image('c1') },
  { id: 2, name: 'Floor Care', content: '', createdAt: '2025-01-01T00:00:00.000Z', ...image('c2') },
  { id: 3, name: 'Kitchen Care', content: '', createdAt: '2025-01-01T00:00:00.000Z', ...image('c3') },
];

const sub = (sub_cate_id: number, cate_id: number, sub_cate_name: string): Subcategory => ({
  sub_cate_id,
  cate_id,
  sub_cate_name,
  ...image(`s${sub_cate_id}`),
  Category: { name: categories.find((c) => c.id === cate_id)?.name ?? '' },
  createdAt: '2025-01-01T00:00:00.000Z',
});

export const subcategories: Subcategory[] = [
  sub(10, 1, 'Multi-Surface Cleaners'),
  sub(20, 2, 'Floor Cleaners'),
  sub(21, 2, 'Marble & Stone Care'),
  sub(30, 3, 'Dishwash Liquids & Gels'),
];

export type Call = { path: string; body: unknown };

type Handler = (path: string, body: unknown) => unknown;

/**
 * Replaces fetch with a fake API: categories and subcategories from above, anything else from `handle`
 * (return a Response for a failure). Every call is recorded.
 */
export function fakeApi(handle: Handler) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, body });
    let data: unknown;
    if (path === '/category') data = categories;
    else if (path === '/subcategory') data = subcategories;
    else data = handle(path, body);
    if (data instanceof Response) return data;
    return new Response(JSON.stringify(data), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    calls,
    /** Bodies sent to the product list, in order. */
    productBodies: () =>
      calls
        .filter((c) => c.path === '/products/getallproducts')
        .map((c) => c.body as { page: number; perPage: number; filter?: Record<string, unknown> }),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A product page answer of `total` products, `perPage` of them on this page. */
export function productPage(page: number, perPage: number, total: number, extra: Partial<ProductPage> = {}) {
  const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  return {
    products: Array.from({ length: count }, (_, i) => makeProduct((page - 1) * perPage + i + 1)),
    totalProducts: total,
    ...extra,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `url` under `path`, with a fresh query client; the current URL is in testid "location". */
export function renderPage(page: React.ReactNode, path: string, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {page}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
