import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {isLang, localizedPath, t} from '@schaufenster/core';
import {NotFound} from './NotFound.tsx';

const meta = {
  title: 'Components/Sections/NotFound',
  component: NotFound,
  args: {headingLevel: 1},
  argTypes: {headingLevel: {control: 'inline-radio', options: [1, 2]}},
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, message and the link home (/ in German), in the toolbar's language. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const lang = isLang(globals.lang) ? globals.lang : 'de';
    await expect(
      canvas.getByRole('heading', {level: 1, name: t(lang, 'notFoundHeading')}),
    ).toBeVisible();
    await expect(canvas.getByText(t(lang, 'notFoundMessage'))).toBeVisible();
    await expect(canvas.getByRole('link', {name: t(lang, 'notFoundBackHome')})).toHaveAttribute(
      'href',
      localizedPath('home', lang),
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
