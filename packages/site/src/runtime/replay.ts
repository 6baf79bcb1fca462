// Nothing a visitor does to an island before it has hydrated is lost (decision 014): a click or
// a form submission is held back and replayed once the island's handlers are live, and text
// typed meanwhile reaches the island's state. Links are never held: they work without
// hydration (the router, or the browser, follows them).

/** Holding for one island. */
export interface EventHold {
  /** The island has committed: sync typed text, replay what was held, stop holding. */
  release(): void;
  /** Stops holding and drops what was held (the island went away or failed to load). */
  dispose(): void;
}

/** The browser window with its constructors (HTMLInputElement, MouseEvent, …). */
export type BrowserWindow = Window & typeof globalThis;

type Held =
  | {kind: 'click'; target: Element}
  | {kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null};

// Text-like inputs whose typed value React would otherwise not see (it keeps the DOM's value
// while hydrating, but its state stays the prerendered one).
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'password']);

// After release, a press that started before hydration may still end in a click this long.
const LATE_CLICK_MS = 1000;

/** Whether a click on `target` follows a link inside `island` (never held). */
function followsLink(target: Element, island: Element): boolean {
  const anchor = target.closest('a[href]');
  return anchor !== null && island.contains(anchor);
}

/**
 * A click as `element.click()` gives it: react-aria's usePress treats it as a virtual press. A
 * click on a label's text or drawn box goes to the label's control: a dispatched click on the
 * label of react-aria's checkbox does not reach its input, so the tick would be lost.
 */
function replayClick(clicked: Element, win: BrowserWindow): void {
  const control = (clicked.closest('label') as HTMLLabelElement | null)?.control ?? null;
  const target = control !== null && !control.contains(clicked) ? control : clicked;
  target.dispatchEvent(
    new win.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: win,
      detail: 0,
      button: 0,
    }),
  );
}

/** Whether `target` is a field whose typed text React keeps in state (text-like, textarea). */
function isTextField(
  target: EventTarget | null,
  win: BrowserWindow,
): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof win.HTMLTextAreaElement) return true;
  return target instanceof win.HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * Gives React the text typed into an island's fields before it hydrated. React keeps a field's
 * DOM value while hydrating, but its state holds the prerendered value, and its first re-render
 * writes that back. So the typed text is written again past React's value tracker (which then
 * still holds another value) and an input event tells React of the change, as a keystroke would.
 */
function keepTypedValues(
  typed: ReadonlyMap<HTMLInputElement | HTMLTextAreaElement, string>,
  win: BrowserWindow,
): void {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (setValue === undefined) continue;
    // Through React's tracker (an own property of hydrated fields): it now holds a value that
    // differs from the text, so the input event below counts as a change.
    field.value = text === '' ? ' ' : '';
    setValue.call(field, text);
    field.dispatchEvent(new win.Event('input', {bubbles: true}));
  }
}

/**
 * Holds clicks (but on links) and submits inside `island` until {@link EventHold.release};
 * `onHeld` is told of each (it starts the hydration: assistive technology may click without any
 * pointer or focus event first). A press whose pointerdown came before hydration but whose click
 * comes after is replayed too: the island's handlers missed its start and would drop it.
 */
export function holdEvents(island: HTMLElement, onHeld: () => void, win: BrowserWindow): EventHold {
  const held: Held[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  let hydrated = false;
  let pressedBefore = false;
  let lateTimer: number | undefined;

  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onPointerDown = () => {
    if (!hydrated) pressedBefore = true;
  };
  const onInput = (event: Event) => {
    if (!hydrated && isTextField(event.target, win)) typed.set(event.target, event.target.value);
  };
  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    const pressed = pressedBefore;
    pressedBefore = false;
    if (hydrated) {
      if (!pressed) return;
      dispose();
      if (followsLink(target, island)) return;
      stop(event);
      replayClick(target, win);
      return;
    }
    if (followsLink(target, island)) return;
    stop(event);
    held.push({kind: 'click', target});
    onHeld();
  };
  const onSubmit = (event: Event) => {
    if (hydrated || !(event.target instanceof win.HTMLFormElement)) return;
    stop(event);
    const submitter = (event as SubmitEvent).submitter;
    held.push({kind: 'submit', form: event.target, submitter: submitter ?? null});
    onHeld();
  };
  function dispose(): void {
    if (lateTimer !== undefined) win.clearTimeout(lateTimer);
    island.removeEventListener('pointerdown', onPointerDown, {capture: true});
    island.removeEventListener('input', onInput, {capture: true});
    island.removeEventListener('click', onClick, {capture: true});
    island.removeEventListener('submit', onSubmit, {capture: true});
    held.length = 0;
  }
  // Capture on the island's own element: registered before React's root listeners, so these run
  // first.
  island.addEventListener('pointerdown', onPointerDown, {capture: true, passive: true});
  island.addEventListener('input', onInput, {capture: true, passive: true});
  island.addEventListener('click', onClick, {capture: true});
  island.addEventListener('submit', onSubmit, {capture: true});

  const replay = () => {
    for (const event of held.splice(0)) {
      if (event.kind === 'click') {
        if (event.target.isConnected) replayClick(event.target, win);
      } else if (event.form.isConnected) {
        submit(event.form, event.submitter);
      }
    }
    if (pressedBefore) lateTimer = win.setTimeout(dispose, LATE_CLICK_MS);
    else dispose();
  };

  return {
    release() {
      if (hydrated) return;
      hydrated = true;
      keepTypedValues(typed, win);
      typed.clear();
      // After React has applied the typed text (it flushes an input's update in a microtask),
      // so a replayed submit sees it.
      win.setTimeout(replay, 0);
    },
    dispose,
  };
}

// Submits as the visitor did: with the button they used, if it is still there and still one of
// the form's submit buttons.
function submit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  try {
    form.requestSubmit(submitter?.isConnected ? submitter : undefined);
  } catch {
    form.requestSubmit();
  }
}
