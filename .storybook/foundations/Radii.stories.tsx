// Foundations/Radii (decision 047): the corner radii and shapes of the theme and of the components'
// stylesheets, each drawn with itself. English: a Storybook page.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {storyTheme} from '../themePlayground/storyTheme.ts';
import {CSS_TOKENS} from './cssTokens.ts';
import {expectLiveTokens, tableRows} from './checks.ts';
import styles from './Foundations.module.css';
import {TokenTable, themeRows, type TokenRow} from './TokenTable.tsx';
import {useLiveTokens} from './useLiveTokens.ts';

const SHAPE_TOKEN = /radius|shape|rounded|pill/;
const ELEVATION_TOKEN = /shadow|elevation/;
const COMPONENT_SHAPES = CSS_TOKENS.filter(({name}) => SHAPE_TOKEN.test(name));

function Corner({name, value, file}: TokenRow) {
  // A component's token only exists inside that component: draw its declared value instead.
  const radius = file ? value : `var(${name})`;
  return <span className={styles.box} style={{borderRadius: radius}} aria-hidden="true" />;
}

function Raised({name}: TokenRow) {
  return <span className={styles.box} style={{boxShadow: `var(${name})`}} aria-hidden="true" />;
}

function RadiiPage(theme: {brandColor: string; baseColor: string}) {
  const [ref, live] = useLiveTokens(theme, /./);
  const tokens = live.filter(([name]) => SHAPE_TOKEN.test(name));
  const shadows = live.filter(([name]) => ELEVATION_TOKEN.test(name));
  return (
    <article ref={ref} className={styles.page}>
      <h1>Radii</h1>
      <p>
        Corner radii and shapes, and the shadows of raised surfaces. Theme tokens apply to every
        component and are what an agency sets per retailer; component tokens are declared in one
        component&rsquo;s stylesheet (read from the CSS source, so a new one appears here).
      </p>
      <h2>Theme</h2>
      <TokenTable
        caption="Theme radius tokens"
        rows={themeRows(tokens)}
        sample={Corner}
        empty="The theme sets no radius token yet; components use their own (below)."
      />
      <h2>Components</h2>
      <TokenTable
        caption="Component radius tokens"
        rows={COMPONENT_SHAPES}
        sample={Corner}
        empty="No component declares a radius token."
      />
      <h2>Elevation</h2>
      <TokenTable
        caption="Theme elevation tokens"
        rows={themeRows(shadows)}
        sample={Raised}
        empty="The theme sets no shadow token."
      />
    </article>
  );
}

/** The live radii of the theme every story wears, and the components' own. */
const meta = {
  tags: ['!autodocs'],
  render: (_args, {globals}) => <RadiiPage {...storyTheme(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists the theme's radius tokens with their live values, and every component radius token. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    const captions = [...canvasElement.querySelectorAll('caption')].map((c) => c.textContent);
    for (const caption of ['Theme radius tokens', 'Theme elevation tokens']) {
      if (captions.includes(caption)) await expectLiveTokens(canvasElement, caption, []);
    }
    const listed = tableRows(canvasElement, 'Component radius tokens');
    await expect(listed).toHaveLength(COMPONENT_SHAPES.length);
    await expect(listed.length).toBeGreaterThan(0);
  },
};
