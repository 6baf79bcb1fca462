// Foundations/Spacing (decision 047): the spacing scale the theme sets now, each step drawn with
// itself. English: a Storybook page.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {storyTheme} from '../themePlayground/storyTheme.ts';
import {expectLiveTokens} from './checks.ts';
import styles from './Foundations.module.css';
import {TokenTable, themeRows, type TokenRow} from './TokenTable.tsx';
import {useLiveTokens} from './useLiveTokens.ts';

const SPACE_TOKEN = /^--sf-(space|grid-gutter|gap)/;

function Bar({name}: TokenRow) {
  return <span className={styles.bar} style={{inlineSize: `var(${name})`}} aria-hidden="true" />;
}

function SpacingPage(theme: {brandColor: string; baseColor: string}) {
  const [ref, tokens] = useLiveTokens(theme, SPACE_TOKEN);
  return (
    <article ref={ref} className={styles.page}>
      <h1>Spacing</h1>
      <p>
        The spacing scale of the theme (spec §9) and the grid gutter, with the value this story
        really has; each bar is as wide as its token. Components space their content with these
        steps only (<code>var(--sf-space-3)</code>), never with their own pixel values.
      </p>
      <TokenTable
        caption="Spacing tokens"
        rows={themeRows(tokens)}
        sample={Bar}
        empty="The theme sets no spacing token."
      />
    </article>
  );
}

/** The live spacing scale of the theme every story wears. */
const meta = {
  tags: ['!autodocs'],
  render: (_args, {globals}) => <SpacingPage {...storyTheme(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists every spacing token with the value the page really has. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    await expectLiveTokens(canvasElement, 'Spacing tokens', ['--sf-space-1', '--sf-grid-gutter']);
  },
};
