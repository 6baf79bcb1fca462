import {describe, expect, it} from 'vitest';
import {t} from './intl.ts';

describe('t', () => {
  it('formats German day labels exactly as the spec gives them', () => {
    expect(t('de', 'openingHoursDay14')).toBe('Mo, Mi, Fr');
  });
});
