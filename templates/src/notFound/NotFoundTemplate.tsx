import {t} from '@schaufenster/core';
import {NotFound} from '@schaufenster/ui';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/** The 404 page (spec §2: heading, "This page does not exist." and "Back Home."). */
export const NotFoundTemplate: PageTemplate = (_data, lang) => ({
  element: (
    <Page>
      <NotFound />
    </Page>
  ),
  head: {title: t(lang, 'notFoundHeading'), noindex: true},
});
