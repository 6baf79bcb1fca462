import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {localizedPath} from '@schaufenster/core';
import nomosWindow from '../../../../fixtures/retailers/juwelier-morgenstern/images/nomos-schaufenster.jpg?url';
import type {ContentImageSource} from '../ContentImage/ContentImage.tsx';
import {stayOnPage} from '../stories/decorators.tsx';
import {langOf} from '../stories/storyText.ts';
import {Hero} from './Hero.tsx';

// The jeweller's home page hero (fixtures/retailers/juwelier-morgenstern/page_section.json, id 1)
// as sample args in German; the link's path follows the Language toolbar (decision 050).
const PHOTO: ContentImageSource = {src: nomosWindow, width: 2800, height: 1867};
const HEADING = 'Zeit für das Besondere';
const ALT = 'Schaufenster mit Uhren von Nomos Glashütte';
const TEXT =
  '<p>Uhren und Schmuck, ausgesucht und betreut von unserer Meisterwerkstatt in Frankfurt.</p>';
const LINK = {to: 'watches', label: 'Zu unseren Uhren'} as const;

/** The WCAG 2.5.5 target size the link keeps on every width. */
const TARGET = 44;

const meta = {
  title: 'Components/Sections/Hero',
  component: Hero,
  args: {heading: HEADING, html: TEXT, image: PHOTO, alt: ALT, link: LINK, priority: true},
  decorators: [stayOnPage],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, heading, text and link: the picture is the page's main image, fetched at once. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('heading', {level: 2})).toHaveTextContent(HEADING);
    const image = canvas.getByRole('img', {name: ALT});
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getByText(/Meisterwerkstatt in Frankfurt/)).toBeVisible();
    const link = canvas.getByRole('link', {name: LINK.label});
    await expect(link).toHaveAttribute('href', localizedPath(LINK.to, langOf(globals)));
    const box = link.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(TARGET);
    await expect(box.width).toBeGreaterThanOrEqual(TARGET);
  },
};

/** Every prop. */
export const Playground: Story = {
  args: {headingLevel: 2, sizes: '100vw', priority: false},
};

/** No picture: a panel in the brand colour; the heading can be an h3 under a section's h2. */
export const WithoutImage: Story = {
  args: {image: null, headingLevel: 3},
  play: async ({canvas, canvasElement, globals}) => {
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent(HEADING);
    await expect(canvas.queryByRole('heading', {level: 2})).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('link', {name: LINK.label})).toHaveAttribute(
      'href',
      localizedPath(LINK.to, langOf(globals)),
    );
  },
};

/** No link: heading and text only; below the first screen the picture loads lazily. */
export const WithoutLink: Story = {
  args: {link: null, priority: false},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 2, name: HEADING})).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', {name: ALT})).toHaveAttribute('loading', 'lazy');
  },
};

/** A decorative picture (alt ''): hidden from assistive technology. */
export const DecorativeImage: Story = {
  args: {alt: ''},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A long German heading wraps (hyphenated) inside the panel instead of overflowing it. */
export const LongHeading: Story = {
  args: {
    heading:
      'Donaudampfschifffahrtsgesellschaftskapitänsuhren und Trauringe aus unserer Meisterwerkstatt',
    link: {to: 'watches', label: 'Alle Armbanduhrenreparaturangebote ansehen'},
  },
  globals: {viewport: {value: 'phone', isRotated: false}},
  play: async ({canvas}) => {
    const heading = canvas.getByRole('heading', {level: 2});
    await expect(heading).toHaveTextContent(/^Donaudampfschifffahrts/);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const link = canvas.getByRole('link', {name: 'Alle Armbanduhrenreparaturangebote ansehen'});
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

/** On a phone (390px) the picture is on top at full width and 3:2, then heading, text, link. */
export const Phone: Story = {
  globals: {viewport: {value: 'phone', isRotated: false}},
  play: async (context) => {
    await Default.play?.(context);
    const {canvas} = context;
    const image = canvas.getByRole('img', {name: ALT}).getBoundingClientRect();
    const heading = canvas.getByRole('heading', {level: 2}).getBoundingClientRect();
    const link = canvas.getByRole('link', {name: LINK.label}).getBoundingClientRect();
    await expect(image.bottom).toBeLessThanOrEqual(heading.top);
    await expect(heading.bottom).toBeLessThanOrEqual(link.top);
    await expect(Math.abs(image.height - (image.width * 2) / 3)).toBeLessThan(1);
    await expect(image.right).toBeLessThanOrEqual(390);
  },
};

/** On a desktop (1280px) the picture takes the start half, the text panel the end half. */
export const Desktop: Story = {
  globals: {viewport: {value: 'desktop', isRotated: false}},
  play: async (context) => {
    await Default.play?.(context);
    const {canvas} = context;
    const image = canvas.getByRole('img', {name: ALT}).getBoundingClientRect();
    const heading = canvas.getByRole('heading', {level: 2}).getBoundingClientRect();
    await expect(image.right).toBeLessThanOrEqual(heading.left);
    await expect(image.height).toBeGreaterThanOrEqual((image.width * 2) / 3 - 1);
  },
};
