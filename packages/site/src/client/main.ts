// The browser entry: hydrates every island of the prerendered page (decision 011). Static
// content ships no JavaScript. The runtime (packages/site/src/runtime/) extends this entry with
// link interception, the page loader, scroll restoration and analytics.
import {hydrateIslands, readPageContext} from '../islands/hydrateIslands.ts';

void hydrateIslands(document, readPageContext(document.documentElement));
