// Foundations/Motion (decision 047): the durations and easings of the theme and of the components'
// stylesheets, and which stylesheets stop motion for people who ask for less. English: a Storybook
// page.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {useSyncExternalStore} from 'react';
import {expect, within} from 'storybook/test';
import {storyTheme} from '../themePlayground/storyTheme.ts';
import {CSS_TOKENS, REDUCED_MOTION_FILES} from './cssTokens.ts';
import {expectLiveTokens, tableRows} from './checks.ts';
import styles from './Foundations.module.css';
import {TokenTable, themeRows} from './TokenTable.tsx';
import {useLiveTokens} from './useLiveTokens.ts';

const MOTION_TOKEN = /duration|slide|ease|easing|motion|transition|delay|animation/;
const COMPONENT_MOTION = CSS_TOKENS.filter(({name}) => MOTION_TOKEN.test(name));
const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function MotionPage(theme: {brandColor: string; baseColor: string}) {
  const [ref, tokens] = useLiveTokens(theme, MOTION_TOKEN);
  const reduced = useSyncExternalStore(subscribe, () => matchMedia(REDUCE).matches);
  return (
    <article ref={ref} className={styles.page}>
      <h1>Motion</h1>
      <p>
        The kit moves little: the drawer and the sub-menus slide, a few controls fade or turn. Every
        duration is short, and every moving part stops when the visitor&rsquo;s system asks for
        reduced motion.
      </p>
      <TokenTable
        caption="Theme motion tokens"
        rows={themeRows(tokens)}
        empty="The theme sets no motion token."
      />
      <TokenTable
        caption="Component motion tokens"
        rows={COMPONENT_MOTION}
        empty="No component declares a motion token."
      />
      <h2>Reduced motion</h2>
      <p>
        Your system asks for reduced motion: <strong>{reduced ? 'yes' : 'no'}</strong>. These
        stylesheets switch their transitions and animations off under <code>@media {REDUCE}</code>:
      </p>
      <ul aria-label="Stylesheets that honour reduced motion">
        {REDUCED_MOTION_FILES.map((file) => (
          <li key={file}>
            <code>{file}</code>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The live motion tokens of the theme every story wears, and the reduced-motion rules. */
const meta = {
  tags: ['!autodocs'],
  render: (_args, {globals}) => <MotionPage {...storyTheme(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists the motion tokens and every stylesheet with a reduced-motion rule. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    await expectLiveTokens(canvasElement, 'Theme motion tokens', ['--sf-sub-menu-slide']);
    await expect(tableRows(canvasElement, 'Component motion tokens')).toHaveLength(
      COMPONENT_MOTION.length,
    );
    const list = within(canvasElement).getByRole('list', {
      name: 'Stylesheets that honour reduced motion',
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(REDUCED_MOTION_FILES.length);
    await expect(REDUCED_MOTION_FILES).toContain(
      'packages/ui/src/SiteDrawer/SiteDrawer.module.css',
    );
  },
};
