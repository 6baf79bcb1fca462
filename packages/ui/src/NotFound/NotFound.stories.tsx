import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {NotFound} from './NotFound.tsx';

const meta = {
  title: 'Components/Sections/NotFound',
  component: NotFound,
  args: {headingLevel: 1},
  argTypes: {headingLevel: {control: 'inline-radio', options: [1, 2]}},
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German: heading, message and the link home to /. */
export const Default: Story = {
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    await expect(
      canvas.getByRole('heading', {level: 1, name: 'Seite nicht gefunden'}),
    ).toBeVisible();
    await expect(canvas.getByText('Diese Seite existiert nicht.')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Zurück zur Startseite.'})).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Try the heading level. */
export const Playground: Story = {args: {headingLevel: 2}};

/** English: the spec's own strings, "This page does not exist." and "Back Home." to /en/. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    await expect(canvas.getByText('This page does not exist.')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Back Home.'})).toHaveAttribute('href', '/en/');
  },
};

/** French: the link goes to /fr/. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 1, name: 'Page introuvable'})).toBeVisible();
    await expect(canvas.getByText("Cette page n'existe pas.")).toBeVisible();
    await expect(canvas.getByRole('link', {name: "Retour à l'accueil."})).toHaveAttribute(
      'href',
      '/fr/',
    );
  },
};
