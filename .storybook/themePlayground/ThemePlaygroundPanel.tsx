// The theme playground panel (decision 043): any brand and base colour for every story, stored as
// the `brandColor` and `baseColor` globals so the URL keeps them, and a reset to the toolbar
// retailer's colours. The preview applies them (storyTheme.ts). A designer tool, so English.
// Manager code: classic JSX transform (esbuild), React in scope.
/** @jsxRuntime classic */
import * as React from 'react';
import {useGlobals, useParameter} from 'storybook/manager-api';
import {styled} from 'storybook/theming';
import {ColorField} from './ColorField.tsx';
import {
  PLAYGROUND_PARAM,
  UNSET_COLORS,
  type PlaygroundColors,
  type PlaygroundParameter,
} from './shared.ts';

// Until the preview has loaded (and told the panel the retailers' colours): black on white.
const NO_RETAILER: PlaygroundColors = {brandColor: '#000000', baseColor: '#ffffff'};

/** The panel's content: two colour fields, where the colours come from, and the reset. */
export function ThemePlaygroundPanel() {
  const [globals, updateGlobals, storyGlobals] = useGlobals();
  const parameter = useParameter<PlaygroundParameter | undefined>(PLAYGROUND_PARAM, undefined);
  const headingId = React.useId();
  const retailer = typeof globals.retailer === 'string' ? globals.retailer : '';
  const retailerColors = parameter?.retailerColors[retailer] ?? NO_RETAILER;
  const chosen = (key: keyof PlaygroundColors): string =>
    typeof globals[key] === 'string' && globals[key] !== '' ? globals[key] : '';
  const brandColor = chosen('brandColor') || retailerColors.brandColor;
  const baseColor = chosen('baseColor') || retailerColors.baseColor;
  const isCustom = chosen('brandColor') !== '' || chosen('baseColor') !== '';
  const isPinned = 'brandColor' in storyGlobals || 'baseColor' in storyGlobals;
  // Globals changed before the preview is ready are lost, so the fields wait for it.
  const isLoading = parameter === undefined;

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>Theme playground</Heading>
      <Note>
        Try any brand and base colour on every story. They are kept in the URL, so a link shares
        them. The kit adjusts colours to reach a contrast of 4.5:1; the Foundations/Theme page shows
        where.
      </Note>
      <Fields>
        <ColorField
          label="Brand colour"
          color={brandColor}
          isDisabled={isPinned || isLoading}
          onApply={(color) => updateGlobals({brandColor: color})}
        />
        <ColorField
          label="Base colour"
          color={baseColor}
          isDisabled={isPinned || isLoading}
          onApply={(color) => updateGlobals({baseColor: color})}
        />
      </Fields>
      <Status role="status">
        {isLoading
          ? 'Waiting for the preview…'
          : isPinned
            ? 'This story pins its own colours.'
            : isCustom
              ? `Chosen colours (the retailer ${retailer} has ${retailerColors.brandColor} on ${retailerColors.baseColor}).`
              : `The colours of the toolbar retailer ${retailer}.`}
      </Status>
      <ResetButton
        type="button"
        disabled={!isCustom || isPinned || isLoading}
        onClick={() => updateGlobals({...UNSET_COLORS})}
      >
        Reset to the retailer’s colours
      </ResetButton>
    </Panel>
  );
}

const Panel = styled.section({display: 'grid', gap: 12, padding: 16, maxWidth: 640});

const Heading = styled.h2(({theme}) => ({
  margin: 0,
  fontSize: theme.typography.size.s3,
  fontWeight: theme.typography.weight.bold,
}));

const Note = styled.p({margin: 0});

const Fields = styled.div({display: 'flex', flexWrap: 'wrap', gap: 24});

const Status = styled.p({margin: 0});

const ResetButton = styled.button(({theme}) => ({
  justifySelf: 'start',
  font: 'inherit',
  padding: '6px 12px',
  color: theme.color.defaultText,
  background: theme.background.app,
  border: `1px solid ${theme.appBorderColor}`,
  borderRadius: theme.input.borderRadius,
  cursor: 'pointer',
  '&:disabled': {cursor: 'not-allowed', opacity: 0.6},
  '&:focus-visible': {outline: `2px solid ${theme.color.secondary}`, outlineOffset: 1},
}));
