import { describe, expect, it } from 'vitest';
import { code128Symbols, code128Widths } from './code128';

/**
 * What a scanner does: check the start-B pattern, cut the rest into symbols, look each up in
 * the table of printable characters, and check the weighted checksum.
 */
function decode(widths: number[], table: Map<string, number>): string {
  expect(widths.slice(0, 6).join('')).toBe('211214');
  const symbols: number[] = [];
  for (let at = 6; at < widths.length - 7; at += 6) {
    symbols.push(table.get(widths.slice(at, at + 6).join(''))!);
  }
  const checksum = symbols.pop()!;
  expect(symbols.reduce((sum, value, index) => sum + value * (index + 1), 104) % 103).toBe(
    checksum,
  );
  return String.fromCharCode(...symbols.map((value) => value + 32));
}

describe('Code 128 set B', () => {
  it('computes the weighted modulo-103 checksum of the standard', () => {
    // Start B 104 + 1×"A"(33) + 2×"1"(17) = 171; 171 mod 103 = 68.
    expect(code128Symbols('A1')).toEqual([104, 33, 17, 68, 106]);
  });

  it('starts with the start-B pattern, ends with the stop pattern, 11 modules a symbol', () => {
    const widths = code128Widths('R7KQ2M9XPA4');
    expect(widths.slice(0, 6).join('')).toBe('211214');
    expect(widths.slice(-7).join('')).toBe('2331112');
    // start + 11 characters + checksum, 11 modules each, then the 13-module stop.
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(13 * 11 + 13);
    // Dark and light alternate, so a symbol's bars always total an even number of modules.
    for (let at = 0; at < widths.length - 7; at += 6) {
      const bars = widths[at]! + widths[at + 2]! + widths[at + 4]!;
      expect(bars % 2).toBe(0);
    }
  });

  it('reads back as the text it encodes', () => {
    // The table by symbol value, from single-character texts: value = char code - 32.
    const table = new Map<string, number>();
    for (let code = 32; code < 127; code += 1) {
      table.set(code128Widths(String.fromCharCode(code)).slice(6, 12).join(''), code - 32);
    }
    expect(table.size).toBe(95);
    // Its checksum (18) is a printable character's symbol, so the table reads it too.
    expect(decode(code128Widths('R7KQ2M9XPA4'), table)).toBe('R7KQ2M9XPA4');
  });

  it('refuses what set B cannot encode', () => {
    expect(() => code128Widths('Rück')).toThrow(/printable ASCII/);
    expect(() => code128Widths('')).toThrow();
  });
});
