// Foundations/Typography (decision 047): the type tokens the theme sets now, each drawn with itself,
// and the headings and body text as the kit's theme renders them. English: a Storybook page.
import type {Meta, StoryObj} from '@storybook/react-vite';
import type {CSSProperties} from 'react';
import {storyTheme} from '../themePlayground/storyTheme.ts';
import {expectLiveTokens} from './checks.ts';
import styles from './Foundations.module.css';
import {TokenTable, themeRows, type TokenRow} from './TokenTable.tsx';
import {useLiveTokens} from './useLiveTokens.ts';

const TYPE_TOKEN = /^--sf-(font|line-height|letter|type|text-size|heading|display|leading)/;
const SAMPLE = 'Schaufenster 0123 Ää';

/** The CSS property a type token sets, by its name. */
function sampleStyle({name}: TokenRow): CSSProperties | null {
  const token = `var(${name})`;
  if (/family|face|display-font|heading-font/.test(name)) return {fontFamily: token};
  if (/weight/.test(name)) return {fontWeight: token};
  if (/line-height|leading/.test(name)) return {lineHeight: token, maxInlineSize: '16rem'};
  if (/size|scale|step|display|heading/.test(name)) return {fontSize: token, lineHeight: 1.2};
  if (/letter/.test(name)) return {letterSpacing: token};
  return null;
}

function Sample(row: TokenRow) {
  const style = sampleStyle(row);
  if (!style) return null;
  const long = 'lineHeight' in style && style.lineHeight !== 1.2;
  return (
    <span style={{display: 'block', ...style}}>
      {long ? `${SAMPLE}, two lines of running text to show the line height.` : SAMPLE}
    </span>
  );
}

function TypographyPage(theme: {brandColor: string; baseColor: string}) {
  const [ref, tokens] = useLiveTokens(theme, TYPE_TOKEN);
  return (
    <article ref={ref} className={styles.page}>
      <h1>Typography</h1>
      <p>
        Every type token the theme sets now (core&rsquo;s <code>createThemeTokens</code> and the
        theme&rsquo;s stylesheet), with the value this story really has, drawn with the token
        itself. Body text is Source Sans Pro at 17 px with a line height of 1.56 (spec §9).
      </p>
      <TokenTable
        caption="Type tokens"
        rows={themeRows(tokens)}
        sample={Sample}
        empty="The theme sets no type token."
      />
      <h2>Text as the kit draws it</h2>
      <div>
        <h1>Heading 1: a jeweller&rsquo;s window</h1>
        <h2>Heading 2: new in the shop</h2>
        <h3>Heading 3: opening hours</h3>
        <h4>Heading 4: payment</h4>
        <p>
          Body text: the theme&rsquo;s font family, size and line height, in the text colour, with{' '}
          <a href="#typography">a link</a> in the brand text colour.
        </p>
      </div>
    </article>
  );
}

/** The live type tokens and the text styles of the theme every story wears. */
const meta = {
  tags: ['!autodocs'],
  render: (_args, {globals}) => <TypographyPage {...storyTheme(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists every type token with the value the page really has. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    await expectLiveTokens(canvasElement, 'Type tokens', [
      '--sf-font-family',
      '--sf-font-size-base',
      '--sf-line-height',
    ]);
  },
};
