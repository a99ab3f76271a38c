// Amounts in Marathi words, as a Marathi invoice prints them beside the English.
import { describe, expect, it } from 'vitest';
import { marathiNumberInWords, marathiRupeesInWords } from './marathi-amount-words.ts';

describe('marathiNumberInWords', () => {
  it('gives each number below a hundred its own word', () => {
    expect(marathiNumberInWords(0)).toBe('शून्य');
    expect(marathiNumberInWords(5)).toBe('पाच');
    expect(marathiNumberInWords(19)).toBe('एकोणीस');
    expect(marathiNumberInWords(45)).toBe('पंचेचाळीस');
    expect(marathiNumberInWords(79)).toBe('एकोणऐंशी');
    expect(marathiNumberInWords(99)).toBe('नव्याण्णव');
  });

  it('joins the hundreds to their count and groups larger numbers the Indian way', () => {
    expect(marathiNumberInWords(100)).toBe('शंभर');
    expect(marathiNumberInWords(118)).toBe('एकशे अठरा');
    expect(marathiNumberInWords(200)).toBe('दोनशे');
    expect(marathiNumberInWords(1205)).toBe('एक हजार दोनशे पाच');
    expect(marathiNumberInWords(50_000)).toBe('पन्नास हजार');
    expect(marathiNumberInWords(1_00_000)).toBe('एक लाख');
    expect(marathiNumberInWords(12_34_567)).toBe('बारा लाख चौतीस हजार पाचशे सदुसष्ट');
    expect(marathiNumberInWords(3_00_00_018)).toBe('तीन कोटी अठरा');
    expect(marathiNumberInWords(150_00_00_000)).toBe('एकशे पन्नास कोटी');
  });

  it('refuses what is not a whole number', () => {
    expect(() => marathiNumberInWords(-1)).toThrow(RangeError);
    expect(() => marathiNumberInWords(1.5)).toThrow(RangeError);
  });
});

describe('marathiRupeesInWords', () => {
  it('writes rupees and paise as an invoice does', () => {
    expect(marathiRupeesInWords(1_205_50)).toBe('एक हजार दोनशे पाच रुपये आणि पन्नास पैसे फक्त');
    expect(marathiRupeesInWords(339_00)).toBe('तीनशे एकोणचाळीस रुपये फक्त');
    expect(marathiRupeesInWords(1)).toBe('शून्य रुपये आणि एक पैसे फक्त');
  });
});
