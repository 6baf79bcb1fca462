import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';

/**
 * The faces fonts.css declares (spec §9: Source Sans Pro), as the site loads them. This story
 * imports nothing itself: it checks that Storybook's preview loads them (decision 046), so stories,
 * story tests and visual baselines render in the real typeface, not the fallback sans.
 */
const FACES = [
  {weight: '400', style: 'normal'},
  {weight: '400', style: 'italic'},
  {weight: '600', style: 'normal'},
  {weight: '700', style: 'normal'},
] as const;

/** The spec's text face, first in the theme's font stack (core's FONT_FAMILY). */
const FAMILY = 'Source Sans Pro';

const meta = {
  title: 'Internal/Typeface',
  render: () => (
    <ul>
      {FACES.map(({weight, style}) => (
        <li key={`${weight}-${style}`} style={{fontWeight: Number(weight), fontStyle: style}}>
          {`${FAMILY} ${weight} ${style}`}
        </li>
      ))}
    </ul>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every face is declared and loads from node_modules; the story text is set in it. */
export const LoadedFaces: Story = {
  play: async ({canvas}) => {
    for (const {weight, style} of FACES) {
      // `load` resolves with the declared faces it loaded for this font: none without fonts.css.
      const faces = await document.fonts.load(`${style} ${weight} 17px "${FAMILY}"`);
      const loaded = faces.filter((face) => face.status === 'loaded');
      await expect(loaded.map((face) => `${face.weight} ${face.style}`)).toContain(
        `${weight} ${style}`,
      );
    }
    // tests/visual/setup.ts loads the faces it finds here before each shot.
    const declared = [...document.fonts].filter((face) => face.family.includes(FAMILY));
    await expect(declared.length).toBeGreaterThanOrEqual(FACES.length);
    const sample = canvas.getByText(`${FAMILY} 400 normal`);
    await expect(getComputedStyle(sample).fontFamily.split(',')[0]).toMatch(
      /^["']?Source Sans Pro/,
    );
  },
};
