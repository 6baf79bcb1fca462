// The browser entry (decisions 011, 012): hydrates the islands of the prerendered page and starts
// the runtime (packages/site/src/runtime/): redirects, consent, link interception and the page
// loader, prefetch, scroll restoration, the route announcer, analytics, the service worker.
// Static content ships no JavaScript.
import {startRuntime} from '../runtime/start.ts';

void startRuntime(window, document);
