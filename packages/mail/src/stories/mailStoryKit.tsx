// What the mail stories share (CustomerMails, OwnerMails): the preview of one message kind from
// the toolbar retailer's content in the toolbar language, and a wait for its texts.
import type {ReactElement} from 'react';
import {expect, waitFor} from 'storybook/test';
import {isLang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import type {MailKind} from '../types.ts';
import {mailRequestsOf, mailShopOf} from './mailFixtures.ts';
import {MailPreview} from './MailPreview.tsx';

/** The args of a mail story: which message it shows. */
export interface MailStoryArgs {
  kind: MailKind;
}

/** Renders the message `kind` as `renderMail` gives it, for the story's loaded content. */
export function renderMailStory(
  {kind}: MailStoryArgs,
  {loaded, globals}: {loaded: unknown; globals: Record<string, unknown>},
): ReactElement {
  const site = siteOf(loaded as Parameters<typeof siteOf>[0]);
  return (
    <MailPreview
      request={mailRequestsOf(site)[kind]}
      lang={isLang(globals['lang']) ? globals['lang'] : 'de'}
      shop={mailShopOf(site)}
    />
  );
}

/** Waits until the rendered mail shows every text in `texts`. */
export async function shows(canvasElement: HTMLElement, texts: string[]): Promise<void> {
  await waitFor(async () => {
    const html = canvasElement.querySelector('[data-testid="mail-html"]')?.textContent ?? '';
    for (const text of texts) await expect(html).toContain(text);
  });
}
