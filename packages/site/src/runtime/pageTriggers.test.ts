import {describe, expect, it} from 'vitest';
import {afterConsent, type ConsentTriggers} from './pageTriggers.ts';

// Decision 061: the islands are armed before the consent module has loaded, so the consent
// triggers bind late, and a cancel that comes first must stop them binding at all.
const LOADED: ConsentTriggers = {bannerShows: () => () => {}, embedConsented: () => () => {}};

function deferred() {
  let resolve: (value: ConsentTriggers | null) => void = () => {};
  const promise = new Promise<ConsentTriggers | null>((done) => (resolve = done));
  return {promise, resolve};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consent triggers bound once the consent module loaded', () => {
  it('binds after the module resolves, with what it lent (or null when it failed)', async () => {
    for (const outcome of [LOADED, null]) {
      const consent = deferred();
      const bound: Array<ConsentTriggers | null> = [];
      afterConsent(consent.promise, (loaded) => {
        bound.push(loaded);
        return () => {};
      });
      await settle();
      expect(bound).toEqual([]);
      consent.resolve(outcome);
      await settle();
      expect(bound).toEqual([outcome]);
    }
  });

  it('never binds when cancelled before the module loaded, and cancels what it bound after', async () => {
    const early = deferred();
    let boundEarly = false;
    afterConsent(early.promise, () => {
      boundEarly = true;
      return () => {};
    })();
    early.resolve(LOADED);
    await settle();
    expect(boundEarly).toBe(false);

    const late = deferred();
    let cancelled = 0;
    const cancel = afterConsent(late.promise, () => () => cancelled++);
    late.resolve(LOADED);
    await settle();
    cancel();
    expect(cancelled).toBe(1);
  });
});
