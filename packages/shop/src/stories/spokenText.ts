// downshift writes its announcement into a live region outside the story root and clears it
// again about half a second later. A check that polls the page can miss that window on a busy
// machine; this records every text the region ever held instead.

/** Starts recording the page's live-region texts; `heard()` lists what was spoken so far. */
export function listenToLiveRegions(): {heard: () => string; stop: () => void} {
  const spoken: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const region = (
        record.target instanceof Element ? record.target : record.target.parentElement
      )?.closest('[aria-live], [role="status"], [role="log"]');
      const text = region?.textContent?.trim();
      if (text) spoken.push(text);
    }
  });
  observer.observe(document.body, {childList: true, characterData: true, subtree: true});
  return {heard: () => spoken.join('\n'), stop: () => observer.disconnect()};
}
