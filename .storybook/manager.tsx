// Storybook's manager (the UI around the preview): the theme playground panel (decision 043).
// esbuild compiles manager code with the classic JSX transform: React must be in scope.
/** @jsxRuntime classic */
import * as React from 'react';
import {addons, types} from 'storybook/manager-api';
import {AddonPanel} from 'storybook/internal/components';
import {PLAYGROUND_ID} from './themePlayground/shared.ts';
import {ThemePlaygroundPanel} from './themePlayground/ThemePlaygroundPanel.tsx';

addons.register(PLAYGROUND_ID, () => {
  addons.add(`${PLAYGROUND_ID}/panel`, {
    type: types.PANEL,
    title: 'Theme playground',
    render: ({active}) => (
      <AddonPanel active={active ?? false}>
        <ThemePlaygroundPanel />
      </AddonPanel>
    ),
  });
});
