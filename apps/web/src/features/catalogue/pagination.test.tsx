// @vitest-environment happy-dom
// The shared Pagination as the listings use it: at most 5 numbered pages, Previous/Next, 'Page X of Y'.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '../../components/pagination.tsx';

afterEach(cleanup);

function renderPagination(page: number, total: number, perPage = 15) {
  const asked: number[] = [];
  render(<Pagination page={page} total={total} perPage={perPage} onPage={(n) => asked.push(n)} />);
  const numbers = () =>
    screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));
  return { asked, numbers };
}

describe('Pagination', () => {
  it('shows at most 5 numbered pages centred on the current one, and which page it is', () => {
    const { numbers } = renderPagination(7, 200); // 14 pages
    expect(numbers()).toEqual([5, 6, 7, 8, 9]);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Page 7 of 14')).toBeTruthy();
  });

  it('keeps 5 buttons at either end', () => {
    expect(renderPagination(1, 200).numbers()).toEqual([1, 2, 3, 4, 5]);
    cleanup();
    expect(renderPagination(14, 200).numbers()).toEqual([10, 11, 12, 13, 14]);
  });

  it('shows only as many buttons as there are pages', () => {
    const { numbers } = renderPagination(1, 30); // 2 pages
    expect(numbers()).toEqual([1, 2]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('disables Previous on page 1 and Next on the last page', () => {
    renderPagination(1, 200);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    cleanup();
    renderPagination(14, 200);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Page 14 of 14')).toBeTruthy();
  });

  it('asks for the right page from Previous, Next and a number', () => {
    const { asked } = renderPagination(7, 200);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(asked).toEqual([8, 6, 9]);
  });

  it('a disabled Previous asks for nothing', () => {
    const { asked } = renderPagination(1, 200);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(asked).toEqual([]);
  });
});
