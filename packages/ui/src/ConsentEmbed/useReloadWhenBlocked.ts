// The page's CSP names the frame hosts of the embeds it has (decision 025). A page reached by a
// client-side navigation keeps the CSP of the document it started from, which may not allow the
// frame; that document is then reloaded at the current address, where its own CSP applies.
import {useEffect} from 'react';

/** Whether this document was loaded at another path than the one now in the address bar. */
function arrivedClientSide(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  if (entry === undefined) return false;
  return new URL(entry.name).pathname !== window.location.pathname;
}

/**
 * While `active`, a frame from one of `origins` blocked by the document's CSP reloads the page,
 * once: only when the document came from another path (a reload lands on this one).
 */
export function useReloadWhenBlocked(active: boolean, origins: readonly string[]): void {
  useEffect(() => {
    if (!active) return;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (!/^(frame|child|default)-src$/.test(event.effectiveDirective)) return;
      if (!origins.some((origin) => event.blockedURI.startsWith(origin))) return;
      if (arrivedClientSide()) window.location.reload();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [active, origins]);
}
