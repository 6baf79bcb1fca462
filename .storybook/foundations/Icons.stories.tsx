// Foundations/Icons (decision 047): every icon of the kit's Icon component, by name. English: a
// Storybook page.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {Icon} from '@schaufenster/ui';
import {ICON_NAMES} from '../../packages/ui/src/Icon/icons.ts';
import styles from './Foundations.module.css';

function IconsPage() {
  return (
    <article className={styles.page}>
      <h1>Icons</h1>
      <p>
        The kit&rsquo;s own 24 × 24 stroke icons (<code>packages/ui/src/Icon/icons.ts</code>), drawn
        in the current text colour. <code>{'<Icon name="cart" size="2rem" />'}</code>; the default
        size is 1.25em. Icons are decorative (<code>aria-hidden</code>): the button or link around
        an icon carries the accessible name from the message catalogue.
      </p>
      <ul className={styles.icons} aria-label="Icons">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size="2rem" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Every icon of the kit with its name. */
const meta = {tags: ['!autodocs'], render: () => <IconsPage />} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tile per icon name, each with its (hidden) drawing. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    const list = within(canvasElement).getByRole('list', {name: 'Icons'});
    const tiles = within(list).getAllByRole('listitem');
    await expect(tiles).toHaveLength(ICON_NAMES.length);
    for (const tile of tiles) {
      await expect(tile.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  },
};
