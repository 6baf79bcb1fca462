// The device matrix of the end-to-end tests, so every journey works on a phone and a tablet too:
// three Playwright context profiles, and pressing a control the way a visitor on that device does
// (a tap on a touch screen, a mouse click on the desktop).
import type {BrowserContextOptions, Locator, Page} from 'playwright-core';
import {t, type Lang} from '@schaufenster/core';

/** One device profile: a name for test titles and its browser-context options. */
export interface DeviceProfile {
  /** `phone`, `tablet` or `desktop`. */
  name: 'phone' | 'tablet' | 'desktop';
  /** Viewport, touch and pixel ratio of the context. */
  context: BrowserContextOptions;
  /** Whether the small-screen shell shows: the bottom bar with menu, contact and cart. */
  bottomBar: boolean;
}

/** A phone in portrait (an iPhone 14's CSS viewport): mobile viewport meta, touch, 3× pixels. */
export const PHONE: DeviceProfile = {
  name: 'phone',
  context: {
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
  bottomBar: true,
};

/** A tablet in portrait (an iPad Air's CSS viewport): touch, below the lg breakpoint (62em). */
const TABLET: DeviceProfile = {
  name: 'tablet',
  context: {viewport: {width: 820, height: 1180}, hasTouch: true},
  bottomBar: true,
};

/** A laptop-sized desktop: mouse, the full header with menu, contact and cart buttons. */
const DESKTOP: DeviceProfile = {
  name: 'desktop',
  context: {viewport: {width: 1280, height: 900}},
  bottomBar: false,
};

/** The three profiles, smallest first. */
export const DEVICES = [PHONE, TABLET, DESKTOP] as const;

/** The touch profiles, whose targets must be 44 × 44 CSS px. */
export const TOUCH_DEVICES = [PHONE, TABLET] as const;

/** Presses `locator` as a visitor of `device` does: tap on touch screens, click otherwise. */
export function pressOn(device: DeviceProfile): (locator: Locator) => Promise<void> {
  return device.context.hasTouch ? (locator) => locator.tap() : (locator) => locator.click();
}

/**
 * Where the shell's always-there buttons (menu, cart) are on `device`: the bottom bar
 * ("Schnellzugriff", …) below the lg breakpoint, the header above it.
 */
export function shellBar(page: Page, device: DeviceProfile, lang: Lang): Locator {
  return device.bottomBar
    ? page.getByRole('navigation', {name: t(lang, 'bottomBarLabel'), exact: true})
    : page.locator('header');
}
