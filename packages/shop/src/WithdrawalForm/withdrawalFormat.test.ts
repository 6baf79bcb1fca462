import {describe, expect, it} from 'vitest';
import {excludedItems, lineText, receiptTime} from './withdrawalFormat.ts';

const RING = {name: 'Siegelring Heritage', variant: 'Gravur', quantity: 1, excluded: true};
const WATCH = {name: 'Tudor Ranger', variant: null, quantity: 2, excluded: false};

describe('withdrawal page formats', () => {
  it('states the receipt in the shop time zone, per language', () => {
    // 12:05 UTC in July is 14:05 in Berlin (summer time).
    expect(receiptTime('2026-07-03T12:05:00.000Z', 'de')).toEqual({
      date: '3. Juli 2026',
      time: '14:05',
    });
    expect(receiptTime('2026-07-03T12:05:00.000Z', 'en').date).toBe('July 3, 2026');
    expect(receiptTime('2026-07-03T12:05:00.000Z', 'fr').time).toBe('14:05');
  });

  it('shows a time that is no date as sent', () => {
    expect(receiptTime('soon', 'de')).toEqual({date: 'soon', time: ''});
  });

  it('lists lines with count and variant and names the excluded ones', () => {
    expect(lineText(WATCH)).toBe('2 × Tudor Ranger');
    expect(lineText(RING)).toBe('1 × Siegelring Heritage (Gravur)');
    expect(excludedItems([WATCH, RING])).toBe('1 × Siegelring Heritage (Gravur)');
    expect(excludedItems([WATCH])).toBeNull();
  });
});
