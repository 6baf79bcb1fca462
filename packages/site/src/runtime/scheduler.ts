// Hydrates each island when its strategy in the island table says (decision 014): at once, on
// interaction, when visible, when the drawer opens, when the cookie banner must show, when an
// embed's consent is stored and it is seen, at idle for a cart with items or when another
// island wakes it, or at once when its live data differs from the prerendered (decision 036). The runtime arms the page's islands at start and main's after every swap;
// shell islands stay armed (or mounted) across navigations.
import type {Root} from 'react-dom/client';
import {ISLANDS, isIslandName, type IslandName} from '@schaufenster/templates/islands';
import {ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE} from '../contract/islandMarkup.ts';
import type {HydratedIsland} from '../islands/hydrateIslands.ts';
import type {EventHold} from './replay.ts';
import type {Cancel} from './triggers.ts';

/** The moments hydration can wait for; the runtime binds them to the page (start.ts). */
export interface Triggers {
  /** First pointerover, focusin, touchstart or keydown inside the element. */
  interaction(element: HTMLElement, start: () => void): Cancel;
  /** The element near the viewport. */
  visible(element: HTMLElement, start: () => void): Cancel;
  /** The browser idle. */
  idle(start: () => void): Cancel;
  /** The drawer opening (at once when it is open). */
  drawerOpens(start: () => void): Cancel;
  /**
   * The cookie banner having to show: when it must show now, it shows the prerendered banner
   * inside the element without React and waits for a change of the consent state (decision 040).
   * `settled` runs once the banner is shown, or known to stay hidden, and the trigger is set up.
   */
  bannerShows(element: HTMLElement, start: () => void, settled: () => void): Cancel;
  /** The consent of the embed inside the element stored, and the element near the viewport. */
  embedShows(element: HTMLElement, start: () => void): Cancel;
  /** Whether the stored cart has items now. */
  cartHasItems(): boolean;
  /** Another tab storing a cart. */
  cartStored(start: () => void): Cancel;
  /** The island's live data or the URL differing from its prerendered props (strategy `live`). */
  liveDiffers(
    name: IslandName,
    element: HTMLElement,
    props: object | undefined,
    start: () => void,
  ): Cancel;
  /** Holds clicks and submits inside the element until it has hydrated (replay.ts). */
  hold(element: HTMLElement, onHeld: () => void): EventHold;
}

/** What the scheduler needs. */
export interface SchedulerOptions {
  /** Hydrates one island (its code, the page's messages, hydrateRoot); null: unknown name. */
  hydrate(element: HTMLElement, props: object | undefined): Promise<HydratedIsland | null>;
  /** Starts downloading an island's code without hydrating it. */
  preload(name: IslandName): void;
  /** When hydration may start. */
  triggers: Triggers;
  /** An island armed earlier failed to hydrate (its code did not load, it threw). */
  onLateFailure(name: string): void;
}

/** What arming reports. */
interface ArmResult {
  /** Islands that had to hydrate at once and failed, or whose name is unknown. */
  failed: number;
}

/** The page's islands by strategy. */
export interface IslandScheduler {
  /**
   * Arms `elements`; resolves once those that hydrate at once (strategy `load`, or a trigger that
   * already holds) have committed. `propsById` (page data) wins over the props scripts.
   */
  arm(
    elements: readonly HTMLElement[],
    propsById?: ReadonlyMap<string, object>,
  ): Promise<ArmResult>;
  /** Disarms and unmounts the islands inside `container` (main, before a swap). */
  release(container: Node): void;
  /** How many islands are hydrated or hydrating now (for tests and tools). */
  started(): number;
}

interface Entry {
  element: HTMLElement;
  name: IslandName;
  props: object | undefined;
  cancels: Cancel[];
  hold: EventHold | null;
  hydration: Promise<boolean> | null;
  root: Root | null;
  /** Resolves when the root's first render committed (set with `root`). */
  committed: Promise<void> | null;
  /** An idle start is already waiting (woken by another island). */
  woken: boolean;
}

/** Creates the page's scheduler. */
export function createIslandScheduler(options: SchedulerOptions): IslandScheduler {
  const {triggers} = options;
  const entries = new Map<HTMLElement, Entry>();
  // True while `arm` runs: what starts then is awaited and counted by it; later starts report
  // their failures through onLateFailure.
  let arming = false;

  function cancelTriggers(entry: Entry): void {
    for (const cancel of entry.cancels.splice(0)) cancel();
  }

  function start(entry: Entry): Promise<boolean> {
    if (entry.hydration !== null) return entry.hydration;
    const late = !arming;
    cancelTriggers(entry);
    const island = ISLANDS[entry.name];
    for (const name of island.preload ?? []) if (isIslandName(name)) options.preload(name);
    wake(island.wakes ?? []);
    entry.hydration = options
      .hydrate(entry.element, entry.props)
      .then(async (island) => {
        if (island === null) throw new Error(`Unknown island ${entry.name}`);
        if (entries.get(entry.element) !== entry) {
          island.root.unmount(); // released (swapped away) while its code loaded: no failure
          return true;
        }
        entry.root = island.root;
        entry.committed = island.committed;
        await island.committed;
        entry.hold?.release();
        return true;
      })
      .catch((error: unknown) => {
        entry.hold?.dispose();
        console.error(`Island ${entry.name} failed`, error);
        if (late) options.onLateFailure(entry.name);
        return false;
      });
    return entry.hydration;
  }

  // The armed islands named in `names` hydrate at idle (a shop island started: its `wakes`).
  function wake(names: readonly string[]): void {
    if (names.length === 0) return;
    for (const entry of entries.values()) {
      if (entry.hydration !== null || entry.woken || !names.includes(entry.name)) continue;
      entry.woken = true;
      entry.cancels.push(triggers.idle(() => void start(entry)));
    }
  }

  function arm(entry: Entry): void {
    const go = () => void start(entry);
    const {element} = entry;
    const holdAndWait = () => {
      entry.hold = triggers.hold(element, go);
      entry.cancels.push(triggers.interaction(element, go));
    };
    switch (ISLANDS[entry.name].strategy) {
      case 'load':
        // Held too: a press while its code loads is replayed once it has committed.
        entry.hold = triggers.hold(element, go);
        void start(entry);
        break;
      case 'interaction':
        holdAndWait();
        break;
      case 'visible':
        holdAndWait();
        entry.cancels.push(triggers.visible(element, go));
        break;
      case 'drawer':
        entry.cancels.push(triggers.drawerOpens(go));
        break;
      case 'consent':
        // Shown first, then held: the heading the banner focuses as it shows is no interaction.
        entry.cancels.push(
          triggers.bannerShows(element, go, () => {
            if (entry.hydration === null) holdAndWait();
          }),
        );
        break;
      case 'embed':
        holdAndWait();
        entry.cancels.push(triggers.embedShows(element, go));
        break;
      case 'cart':
        holdAndWait();
        if (triggers.cartHasItems()) entry.cancels.push(triggers.idle(go));
        else entry.cancels.push(triggers.cartStored(() => entry.cancels.push(triggers.idle(go))));
        break;
      case 'live':
        holdAndWait();
        entry.cancels.push(triggers.liveDiffers(entry.name, element, entry.props, go));
        break;
    }
  }

  return {
    async arm(elements, propsById) {
      let failed = 0;
      arming = true;
      const armed: Entry[] = [];
      // Every island is registered before any is armed: one that hydrates at once (the item
      // page in main) then finds the islands it wakes (the shop menu after it) in place.
      for (const element of elements) {
        const name = element.getAttribute(ISLAND_ATTRIBUTE);
        if (entries.has(element)) continue;
        if (!isIslandName(name)) {
          console.error(`Unknown island "${name ?? ''}"`);
          failed++;
          continue;
        }
        const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '';
        const entry: Entry = {
          element,
          name,
          props: propsById?.get(id),
          cancels: [],
          committed: null,
          hold: null,
          hydration: null,
          root: null,
          woken: false,
        };
        entries.set(element, entry);
        armed.push(entry);
      }
      for (const entry of armed) arm(entry);
      arming = false;
      const now = armed.flatMap((entry) => (entry.hydration === null ? [] : [entry.hydration]));
      const results = await Promise.all(now);
      failed += results.filter((ok) => !ok).length;
      return {failed};
    },
    release(container) {
      for (const [element, entry] of entries) {
        if (!container.contains(element)) continue;
        cancelTriggers(entry);
        entry.hold?.dispose();
        // A root still hydrating is unmounted once it committed: unmounting it earlier is an
        // update before hydration, which React reports as an error (#424).
        const root = entry.root;
        if (root !== null) void (entry.committed ?? Promise.resolve()).then(() => root.unmount());
        entries.delete(element);
      }
    },
    started() {
      return [...entries.values()].filter((entry) => entry.hydration !== null).length;
    },
  };
}
