// Debian's Chromium and its launch flags, shared by the story tests (vite.config.ts) and the
// end-to-end tests. Nothing here downloads a browser (TOOLCHAIN.md "Browser").

/** Path of Debian's Chromium (`apt-get install chromium`). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a headless run in a container without a GPU or a sandbox. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
