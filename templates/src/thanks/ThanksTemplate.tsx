import {t} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The thanks page (spec §2): the sender's name and e-mail come from session storage after load
 * (decision 007d), never from the URL.
 */
export const ThanksTemplate: PageTemplate = (_data, lang) => ({
  element: (
    <Page>
      <IslandSlot name="Thanks" props={{}} />
    </Page>
  ),
  head: {title: t(lang, 'thanksHeading'), noindex: true},
});
