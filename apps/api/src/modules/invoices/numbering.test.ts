// GST document numbers: the financial year turns at midnight India time on 1 April, numbers fit in 16
// characters, and concurrent issuers (some rolling back) get consecutive, unique numbers with no gap.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { documentNumber, financialYear, takeDocumentNumber } from './numbering.ts';

describe('the financial year', () => {
  it('is 2026-27 from 1 April 2026 00:00 India time (31 March 18:30 UTC) to 31 March 2027 23:59:59', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-11-24T06:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('document numbers', () => {
  it('print as CH/26-27/000123 (15 characters) and never exceed 16', () => {
    expect(documentNumber('CH', '2026-27', 123)).toBe('CH/26-27/000123');
    expect(documentNumber('CHC', '2026-27', 999_999)).toHaveLength(16);
    expect(() => documentNumber('CHC', '2026-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('taking numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ seed: false });
  });
  afterAll(() => t.close());

  it('gives 50 concurrent issuers, every fifth rolling back, consecutive numbers with no gap', async () => {
    const at = new Date('2026-11-24T06:00:00Z');
    const kept: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.db
          .transaction(async (tx) => {
            const taken = await takeDocumentNumber(tx, 'invoice', 'CH', at);
            // Hold the number a moment, as a placement would while it writes the order.
            await tx.execute(sql`select pg_sleep(0.005)`);
            if (i % 5 === 4) throw new Error('rolled back');
            kept.push(taken.sequence);
          })
          .catch((error: unknown) => {
            if (!(error instanceof Error && error.message === 'rolled back')) throw error;
          }),
      ),
    );
    expect(kept).toHaveLength(40);
    expect([...kept].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const [counter] = await rows<{ last_number: number }>(
      t.app.db,
      sql`select last_number from document_counters where series = 'invoice' and financial_year = '2026-27'`,
    );
    expect(counter?.last_number).toBe(40);
  });

  it('keeps a series per kind and per financial year', async () => {
    const number = (series: 'invoice' | 'credit_note', at: string) =>
      t.app.db.transaction(
        async (tx) =>
          (await takeDocumentNumber(tx, series, series === 'invoice' ? 'CH' : 'CN', new Date(at))).number,
      );
    expect(await number('credit_note', '2026-11-24T06:00:00Z')).toBe('CN/26-27/000001');
    expect(await number('invoice', '2027-04-01T00:00:00Z')).toBe('CH/27-28/000001');
    expect(await number('invoice', '2026-12-01T00:00:00Z')).toBe('CH/26-27/000041');
  });
});
