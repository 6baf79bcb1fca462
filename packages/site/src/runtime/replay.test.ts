import {describe, expect, it} from 'vitest';
import {holdEvents, type BrowserWindow} from './replay.ts';

// Just enough DOM for the hold: elements in a tree, events with their init, timers run by hand.
class FakeEvent {
  defaultPrevented = false;
  stopped = false;
  target: unknown = null;
  readonly type: string;
  readonly init: Record<string, unknown>;
  constructor(type: string, init: Record<string, unknown> = {}) {
    this.type = type;
    this.init = init;
  }
  preventDefault() {
    this.defaultPrevented = true;
  }
  stopImmediatePropagation() {
    this.stopped = true;
  }
}
class FakeMouseEvent extends FakeEvent {}

class FakeElement {
  readonly listeners = new Map<string, Set<(event: FakeEvent) => void>>();
  readonly dispatched: FakeEvent[] = [];
  isConnected = true;
  readonly tag: string;
  readonly parent: FakeElement | null;
  readonly href: string | null;
  constructor(tag: string, parent: FakeElement | null = null, href: string | null = null) {
    this.tag = tag;
    this.parent = parent;
    this.href = href;
  }
  /** The control a `label` names (`HTMLLabelElement.control`). */
  control: FakeElement | null = null;
  closest(selector: string): FakeElement | null {
    if (selector !== 'a[href]' && selector !== 'label') throw new Error(selector);
    if (selector === 'label' && this.tag === 'label') return this;
    if (selector === 'a[href]' && this.tag === 'a' && this.href !== null) return this;
    return this.parent?.closest(selector) ?? null;
  }
  contains(other: FakeElement | null): boolean {
    for (let node = other; node; node = node.parent) if (node === this) return true;
    return false;
  }
  addEventListener(type: string, listener: (event: FakeEvent) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: (event: FakeEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatchEvent(event: FakeEvent) {
    this.dispatched.push(event);
    return true;
  }
}
class FakeInput extends FakeElement {
  type = 'email';
  #value = '';
  sets: string[] = [];
  get value() {
    return this.#value;
  }
  set value(text: string) {
    this.sets.push(text);
    this.#value = text;
  }
}
class FakeTextArea extends FakeElement {}
class FakeForm extends FakeElement {}

function fakeWindow() {
  const timers: Array<() => void> = [];
  const win = {
    Element: FakeElement,
    HTMLInputElement: FakeInput,
    HTMLTextAreaElement: FakeTextArea,
    HTMLFormElement: FakeForm,
    MouseEvent: FakeMouseEvent,
    Event: FakeEvent,
    setTimeout: (run: () => void) => timers.push(run),
    clearTimeout: () => undefined,
  } as unknown as BrowserWindow;
  const runTimers = () => {
    for (const run of timers.splice(0)) run();
  };
  return {win, runTimers};
}

// Delivers an event to the island's capture listeners, as the browser would on its way down.
function deliver(island: FakeElement, type: string, target: FakeElement): FakeEvent {
  const event = new FakeEvent(type);
  event.target = target;
  for (const listener of [...(island.listeners.get(type) ?? [])]) listener(event);
  return event;
}

describe('events before hydration (decision 014)', () => {
  it('holds a click on a button, starts hydration, and replays it as a virtual click after', () => {
    const {win, runTimers} = fakeWindow();
    const island = new FakeElement('div');
    const button = new FakeElement('button', island);
    let held = 0;
    const hold = holdEvents(island as unknown as HTMLElement, () => held++, win);
    const click = deliver(island, 'click', button);
    expect([click.defaultPrevented, click.stopped, held]).toEqual([true, true, 1]);
    expect(button.dispatched).toEqual([]);
    hold.release();
    runTimers();
    expect(
      button.dispatched.map((event) => [event.type, event.init.detail, event.init.bubbles]),
    ).toEqual([['click', 0, true]]);
    // Released: later clicks belong to React alone.
    expect(deliver(island, 'click', button).defaultPrevented).toBe(false);
  });

  it('replays a click on a label’s drawn box on the label’s control (react-aria checkbox)', () => {
    const {win, runTimers} = fakeWindow();
    const island = new FakeElement('div');
    const label = new FakeElement('label', island);
    const input = new FakeElement('input', label);
    const box = new FakeElement('span', label);
    label.control = input;
    const hold = holdEvents(island as unknown as HTMLElement, () => undefined, win);
    expect(deliver(island, 'click', box).defaultPrevented).toBe(true);
    hold.release();
    runTimers();
    expect(input.dispatched.map((event) => event.type)).toEqual(['click']);
    expect(box.dispatched).toEqual([]);
  });

  it('never holds a link: it works without hydration', () => {
    const {win} = fakeWindow();
    const island = new FakeElement('div');
    const link = new FakeElement('a', island, '/warenkorb');
    const icon = new FakeElement('svg', link);
    let held = 0;
    holdEvents(island as unknown as HTMLElement, () => held++, win);
    expect(deliver(island, 'click', icon).defaultPrevented).toBe(false);
    expect(held).toBe(0);
  });

  it('replays a press that began before hydration but clicked after it', () => {
    const {win} = fakeWindow();
    const island = new FakeElement('div');
    const button = new FakeElement('button', island);
    const hold = holdEvents(island as unknown as HTMLElement, () => undefined, win);
    deliver(island, 'pointerdown', button);
    hold.release();
    const late = deliver(island, 'click', button);
    expect(late.defaultPrevented).toBe(true);
    expect(button.dispatched.map((event) => event.init.detail)).toEqual([0]);
  });

  it('keeps text typed before hydration: written past React’s tracker, announced by an input event', () => {
    const {win} = fakeWindow();
    const island = new FakeElement('div');
    const field = new FakeInput('input', island);
    const hold = holdEvents(island as unknown as HTMLElement, () => undefined, win);
    field.value = 'a@example.org';
    deliver(island, 'input', field);
    // Hydration's first re-render wrote the prerendered value back.
    field.value = '';
    field.sets.length = 0;
    hold.release();
    expect(field.value).toBe('a@example.org');
    expect(field.sets).toEqual(['', 'a@example.org']);
    expect(field.dispatched.map((event) => [event.type, event.init.bubbles])).toEqual([
      ['input', true],
    ]);
  });

  it('drops what it held when disposed (the island went away)', () => {
    const {win, runTimers} = fakeWindow();
    const island = new FakeElement('div');
    const button = new FakeElement('button', island);
    const hold = holdEvents(island as unknown as HTMLElement, () => undefined, win);
    deliver(island, 'click', button);
    hold.dispose();
    runTimers();
    expect(button.dispatched).toEqual([]);
    expect([...island.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
