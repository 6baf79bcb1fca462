// Which scripts a page requested, by chunk name (hydration strategies, decisions 014, 034, 036).
import type {Page} from 'playwright-core';

/** File names of the scripts `page` requests from now on, without their content hashes. */
export function scriptLog(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(.+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}
