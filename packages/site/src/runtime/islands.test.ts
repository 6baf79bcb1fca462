// @vitest-environment jsdom
// An island that paints first (the checkout): its code waits for the page's first contentful
// paint, then the module preloads the build kept inert move into the head at once.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {afterFirstPaint, paintsFirst} from './islands.ts';

const PRELOADS =
  '<template data-sf-after-paint><link rel="modulepreload" href="/assets/CheckoutPage-a.js">' +
  '<link rel="modulepreload" href="/assets/react-dom-b.js"></template>';

// A window whose paint observer the test fires.
function fakeWindow() {
  const observers: Array<(list: {getEntriesByName: (name: string) => unknown[]}) => void> = [];
  class FakeObserver {
    readonly #callback: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]) {
      this.#callback = callback;
    }
    observe() {
      observers.push(this.#callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.#callback), 1);
    }
  }
  const win = {
    PerformanceObserver: FakeObserver,
    HTMLTemplateElement: window.HTMLTemplateElement,
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) => {
    for (const observer of [...observers]) {
      observer({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])});
    }
  };
  return {win, paint};
}

const headPreloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = PRELOADS;
    document.body.innerHTML = '<main id="main"><h1>Kasse</h1></main>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, then fetches the listed chunks', async () => {
    const {win, paint} = fakeWindow();
    const done = vi.fn();
    void afterFirstPaint(win, document).then(done);
    await vi.advanceTimersByTimeAsync(100);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    expect(headPreloads()).toEqual([]);
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(headPreloads()).toEqual(['/assets/CheckoutPage-a.js', '/assets/react-dom-b.js']);
    expect(document.querySelector('template')).toBeNull();
  });

  it('inserts a few preloads per task, so no task grows long', async () => {
    const links = Array.from(
      {length: 10},
      (_, index) => `<link rel="modulepreload" href="/assets/c${index}.js">`,
    );
    document.head.innerHTML = `<template data-sf-after-paint>${links.join('')}</template>`;
    const {win, paint} = fakeWindow();
    const done = vi.fn();
    void afterFirstPaint(win, document).then(done);
    paint('first-contentful-paint');
    expect(headPreloads()).toHaveLength(3);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(headPreloads()).toHaveLength(10);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after 3 s without a paint, and at once in a hidden tab', async () => {
    const {win} = fakeWindow();
    const done = vi.fn();
    void afterFirstPaint(win, document).then(done);
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);

    document.head.innerHTML = PRELOADS;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn();
    void afterFirstPaint(win, document).then(hidden);
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(headPreloads()).toHaveLength(2);
  });

  it('applies to the checkout island only', () => {
    const island = (name: string) => {
      const element = document.createElement('div');
      element.setAttribute('data-island', name);
      return element;
    };
    expect(paintsFirst(island('CheckoutPage'))).toBe(true);
    expect(paintsFirst(island('CartPage'))).toBe(false);
    expect(paintsFirst(island('Nope'))).toBe(false);
  });
});
