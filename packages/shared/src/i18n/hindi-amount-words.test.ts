// Amounts in Hindi words, as a Hindi invoice prints them beside the English.
import { describe, expect, it } from 'vitest';
import { hindiNumberInWords, hindiRupeesInWords } from './hindi-amount-words.ts';

describe('hindiNumberInWords', () => {
  it('gives each number below a hundred its own word', () => {
    expect(hindiNumberInWords(0)).toBe('शून्य');
    expect(hindiNumberInWords(5)).toBe('पाँच');
    expect(hindiNumberInWords(19)).toBe('उन्नीस');
    expect(hindiNumberInWords(45)).toBe('पैंतालीस');
    expect(hindiNumberInWords(79)).toBe('उनासी');
    expect(hindiNumberInWords(99)).toBe('निन्यानवे');
  });

  it('groups larger numbers the Indian way', () => {
    expect(hindiNumberInWords(100)).toBe('एक सौ');
    expect(hindiNumberInWords(1205)).toBe('एक हज़ार दो सौ पाँच');
    expect(hindiNumberInWords(50_000)).toBe('पचास हज़ार');
    expect(hindiNumberInWords(1_00_000)).toBe('एक लाख');
    expect(hindiNumberInWords(12_34_567)).toBe('बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ');
    expect(hindiNumberInWords(3_00_00_018)).toBe('तीन करोड़ अठारह');
    expect(hindiNumberInWords(150_00_00_000)).toBe('एक सौ पचास करोड़');
  });

  it('refuses what is not a whole number', () => {
    expect(() => hindiNumberInWords(-1)).toThrow(RangeError);
    expect(() => hindiNumberInWords(1.5)).toThrow(RangeError);
  });
});

describe('hindiRupeesInWords', () => {
  it('writes rupees and paise as an invoice does', () => {
    expect(hindiRupeesInWords(1_205_50)).toBe('एक हज़ार दो सौ पाँच रुपये और पचास पैसे मात्र');
    expect(hindiRupeesInWords(339_00)).toBe('तीन सौ उनतालीस रुपये मात्र');
    expect(hindiRupeesInWords(1)).toBe('शून्य रुपये और एक पैसे मात्र');
  });
});
