// The consent store against the generated corrupt int-consents values (fault tests, decision 016):
// each is dropped with a warning and the banner asks again (spec §4).
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  ALL_CONSENT_TOOLS,
  buildConsents,
  createSafeStorage,
  type ConsentRecord,
} from '@schaufenster/core';
import {corruptValues} from '../../../../tests/faults/corruptStorage.ts';
import {MemoryStorage, prototypeSnapshot} from '../../../../tests/faults/memoryStorage.ts';
import {allowSelectedConsents, consentStore, initConsents} from './consentStore.ts';

const youtube: ConsentRecord = {
  function_id: 'youtube',
  display_name: 'YouTube',
  description: '',
  link: null,
  anchor: null,
  default_on: false,
  translations: [],
};
const entries = buildConsents([youtube], ALL_CONSENT_TOOLS);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function init(text: string): MemoryStorage {
  const area = new MemoryStorage();
  area.setItem('int-consents', text);
  initConsents(entries, {storage: createSafeStorage(() => area)});
  return area;
}

describe('initConsents with a corrupt int-consents', () => {
  it('drops each of the generated values and shows the banner as on a first visit', () => {
    const before = prototypeSnapshot();
    const values = corruptValues('int-consents');
    expect(values.length).toBeGreaterThanOrEqual(1_000);
    // Every value that is not handled as it should be, with what went wrong.
    const wrong: string[] = [];
    for (const value of values) {
      warn.mockClear();
      const area = init(value.text);
      const state = consentStore.getState();
      // Defaults as on a first visit: functional on (locked), matomo and youtube off (decision 076).
      const choices = state.entries.map((entry) => `${entry.function_id}=${entry.consentGiven}`);
      const problems = [
        state.stored === null ? null : 'a choice was restored',
        state.banner === 'firstVisit' ? null : `banner ${state.banner}`,
        choices.join() === 'functional=true,matomo=false,youtube=false' ? null : choices.join(),
        area.getItem('int-consents') === null ? null : 'entry kept',
        warn.mock.calls.some((call: unknown[]) => String(call[0]).includes('"int-consents"'))
          ? null
          : 'no warning',
      ];
      // Usable: the banner's choice is saved and the banner goes away.
      allowSelectedConsents();
      const saved = area.getItem('int-consents') ?? '';
      if (consentStore.getState().banner !== 'hidden' || !saved.includes('"youtube":false')) {
        problems.push('the choice is not saved');
      }
      const found = problems.filter((problem) => problem !== null);
      if (found.length > 0) wrong.push(`${value.kind}: ${value.detail} → ${found.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(prototypeSnapshot()).toBe(before);
  });
});
