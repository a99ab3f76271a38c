// The pager's buttons: at most 5 numbered pages around the current one, then an ellipsis and the last page.
import { describe, expect, it } from 'vitest';
import { clampPage, pageFigures, pageItems, paginate } from './pager.ts';

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
  });
  it('lists up to 5 pages without an ellipsis', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('adds the last page, after an ellipsis when pages are skipped', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});

describe('paginate', () => {
  it('gives the rows and the figures of a page, pulling a page past the end back to the last', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(paginate(rows, 2, 12)).toMatchObject({ page: 2, pages: 3, total: 25, from: 13, to: 24 });
    expect(paginate(rows, 9, 12)).toMatchObject({ page: 3, from: 25, to: 25, rows: [25] });
    expect(paginate([], 1, 12)).toMatchObject({ page: 1, pages: 1, total: 0, from: 0, to: 0 });
  });
});

describe('pageFigures', () => {
  it('gives the figures of a page the server cut, the page pulled back within 1 and the last', () => {
    expect(pageFigures(2, 25, 10)).toEqual({ page: 2, pages: 3, total: 25, from: 11, to: 20 });
    expect(pageFigures(3, 25, 10)).toEqual({ page: 3, pages: 3, total: 25, from: 21, to: 25 });
    expect(pageFigures(7, 25, 10)).toMatchObject({ page: 3, from: 21, to: 25 });
    expect(pageFigures(1, 0, 10)).toEqual({ page: 1, pages: 1, total: 0, from: 0, to: 0 });
  });
});

describe('clampPage', () => {
  it('keeps a page that still exists and pulls one past the end back to the last', () => {
    expect(clampPage(2, 25, 10)).toBe(2);
    expect(clampPage(3, 20, 10)).toBe(2);
  });
});
