// @vitest-environment happy-dom
// The shared ProductCard as the listings show it: sizes, price and image per size, badges, guest Add to Cart.
// Pure UI with no API call (a guest's Add to Cart writes only the browser list; the offers for the badge are
// given as none, as the shop without promotions answers), so it renders a product built here rather than one
// from the server. The badge itself is tested on the real API in features/product/offer-badges.test.tsx.
import type { ProductSummary } from '@chamak/shared/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offersKey } from '../../api/offers.ts';
import { ProductCard } from '../../components/product-card.tsx';

const image = (name: string) => ({ image: `/media/${name}.webp`, srcset: '', width: 400, height: 400 });

/** A product of two sizes: 500 ml at ₹179 (MRP ₹199, 10% off) and 1 L at ₹349, each with its own image. */
function makeProduct(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
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

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderCard(product = makeProduct(7)) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(offersKey(), []);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const sizes = () => within(view.container.querySelector('fieldset')!).getAllByRole('button');
  const picture = () => view.container.querySelector('img')!;
  return { view, sizes, picture };
}

describe('ProductCard', () => {
  it('starts on the first size, with its price, MRP and image', () => {
    const { view, sizes, picture } = renderCard();
    expect(sizes().map((b) => b.textContent)).toEqual(['500 ml', '1 L']);
    expect(sizes()[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(sizes()[1]!.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('₹179.00')).toBeTruthy();
    const struck = view.container.querySelector('s');
    expect(struck?.textContent).toContain('₹199.00');
    expect(picture().getAttribute('src')).toBe('/media/p7-small.webp');
  });

  it('choosing another size changes the price and the image', () => {
    const { view, sizes, picture } = renderCard();
    fireEvent.click(sizes()[1]!);
    expect(sizes()[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('₹349.00')).toBeTruthy();
    expect(screen.queryByText('₹179.00')).toBeNull();
    expect(picture().getAttribute('src')).toBe('/media/p7-large.webp');
    // Same price as MRP and no discount: nothing struck through, no saving shown.
    expect(view.container.querySelector('s')).toBeNull();
  });

  it('shows the unit sale price of the chosen size beside its price: per ml below a litre, per L from one', () => {
    const { sizes } = renderCard();
    // ₹179 for 500 ml is ₹0.358/ml, to the paisa ₹0.36/ml.
    expect(screen.getByText('(₹0.36/ml)')).toBeTruthy();
    fireEvent.click(sizes()[1]!);
    expect(screen.getByText('(₹349.00/L)')).toBeTruthy();
    expect(screen.queryByText('(₹0.36/ml)')).toBeNull();
    cleanup();
    // A size with no volume has none.
    const [first] = makeProduct(8).productlitres;
    renderCard(
      makeProduct(8, { productlitres: [{ ...first!, litre: { l_id: 9, litre: 'Kit', total_ml: 0 } }] }),
    );
    expect(screen.getByText('₹179.00')).toBeTruthy();
    expect(screen.queryByText(/\/(ml|L|g|kg)\)/)).toBeNull();
    cleanup();
    // Nor has a combo, sold as one unit of several products.
    renderCard(makeProduct(9, { combos: true }));
    expect(screen.getByText('₹179.00')).toBeTruthy();
    expect(screen.queryByText(/\/(ml|L|g|kg)\)/)).toBeNull();
  });

  it("shows 'Save {n}%' only when the chosen size has a discount", () => {
    const { sizes } = renderCard();
    expect(screen.getByText('Save 10%')).toBeTruthy();
    fireEvent.click(sizes()[1]!);
    expect(screen.queryByText(/Save \d+%/)).toBeNull();
  });

  it("shows the 'Combo' badge only on combos", () => {
    renderCard(makeProduct(1, { combos: true }));
    expect(screen.getByText('Combo')).toBeTruthy();
    cleanup();
    renderCard(makeProduct(2, { combos: false }));
    expect(screen.queryByText('Combo')).toBeNull();
  });

  it('shows the rounded rating and the review count', () => {
    renderCard(makeProduct(3, { averageRatings: 3.6, totalReviews: 12 }));
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });

  it("as a guest, Add to Cart puts the chosen size in 'guestCart' with quantity 1", () => {
    const { sizes } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(JSON.parse(localStorage.getItem('guestCart') ?? 'null')).toEqual([
      { productId: 7, pl_id: 71, quantity: 1 },
    ]);
    fireEvent.click(sizes()[1]!);
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(JSON.parse(localStorage.getItem('guestCart') ?? 'null')).toEqual([
      { productId: 7, pl_id: 71, quantity: 1 },
      { productId: 7, pl_id: 72, quantity: 1 },
    ]);
  });
});
