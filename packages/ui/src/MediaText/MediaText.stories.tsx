import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import nomosWindow from '../../../../fixtures/retailers/juwelier-morgenstern/images/nomos-schaufenster.jpg?url';
import silhouette from '../../../../fixtures/retailers/optik-klarblick/images/silhouette-randlos.jpg?url';
import type {ContentImageSource} from '../ContentImage/ContentImage.tsx';
import {MediaText} from './MediaText.tsx';

// The fixture retailers' image and image + text sections (fixtures/retailers/*/page_section.json).
// One srcset candidate each (the stories have no resized files), so `sizes` is rendered.
const GLASSES: ContentImageSource = {
  src: silhouette,
  srcSet: `${silhouette} 2600w`,
  width: 2600,
  height: 1733,
};
const GLASSES_ALT = 'Randlose Brille auf hellem Grund';
const GLASSES_CAPTION = 'Randlose Fassungen von Silhouette: kaum zu spüren.';
const WINDOW: ContentImageSource = {
  src: nomosWindow,
  srcSet: `${nomosWindow} 2800w`,
  width: 2800,
  height: 1867,
};
const WINDOW_ALT = 'Nomos-Uhren im Schaufenster';
const WINDOW_CAPTION = 'Unser Schaufenster an der Goethestraße';
const HEADING = 'Nomos im Schaufenster';
const TEXT =
  '<p>Jede Nomos entsteht in Glashütte. Bei uns können Sie die Modelle in Ruhe anprobieren.</p>';
const LONG_TEXT = [
  '<p>Jede Nomos entsteht in Glashütte, von der Unruh bis zum Zifferblatt. Seit 1990 baut die ',
  'Manufaktur ihre Kaliber selbst, und seit fast zwanzig Jahren führen wir sie in Frankfurt.</p>',
  '<h3>Anprobe und Beratung</h3>',
  '<p>Bei uns können Sie die Modelle in Ruhe anprobieren. Wir messen Ihr Handgelenk, kürzen das ',
  'Armband in der Werkstatt und stellen die Uhr für Sie ein.</p>',
  '<ul><li>Tangente, Orion und Club</li><li>Damenmodelle ab 33 mm</li>',
  '<li>Revision in unserer Meisterwerkstatt</li></ul>',
  '<p>Vereinbaren Sie gern einen Termin, damit wir uns Zeit für Sie nehmen können.</p>',
].join('');

const DESKTOP = {viewport: {value: 'desktop', isRotated: false}};

const meta = {
  title: 'Components/Sections/MediaText',
  component: MediaText,
  // The args are sample content (German, as the retailers wrote it); the component adds no kit
  // text, so the stories hold in every toolbar language and retailer colour.
  args: {image: WINDOW, alt: WINDOW_ALT, caption: WINDOW_CAPTION, heading: HEADING, html: TEXT},
} satisfies Meta<typeof MediaText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture with caption, heading and text; the picture comes first in reading order. */
export const Default: Story = {
  play: async ({canvas}) => {
    const figure = canvas.getByRole('figure');
    const image = canvas.getByRole('img', {name: WINDOW_ALT});
    await expect(figure).toContainElement(image);
    await expect(figure.querySelector('figcaption')).toHaveTextContent(WINDOW_CAPTION);
    await expect(image).toHaveAttribute('loading', 'lazy');
    const heading = canvas.getByRole('heading', {level: 2});
    await expect(heading).toHaveTextContent(HEADING);
    await expect(image.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(image).toHaveAttribute('sizes', '(min-width: 48em) 50vw, 100vw');
    await expect(canvas.getByText(/Modelle in Ruhe anprobieren/)).toBeVisible();
  },
};

/** Every prop. */
export const Playground: Story = {
  args: {
    headingLevel: 2,
    imagePosition: 'start',
    sizes: '(min-width: 48em) 50vw, 100vw',
    priority: false,
  },
};

/** The page's first section, in the first screen: its picture is fetched at once. */
export const Priority: Story = {
  args: {priority: true},
  play: async ({canvas}) => {
    const image = canvas.getByRole('img', {name: WINDOW_ALT});
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** An image section: the figure and its caption alone, at the content's full width. */
export const ImageWithCaption: Story = {
  args: {image: GLASSES, alt: GLASSES_ALT, caption: GLASSES_CAPTION, heading: null, html: null},
  globals: DESKTOP,
  play: async ({canvas}) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('figcaption')).toHaveTextContent(GLASSES_CAPTION);
    const image = canvas.getByRole('img', {name: GLASSES_ALT});
    await expect(figure).toContainElement(image);
    await expect(image).toHaveAttribute('sizes', '100vw');
    await expect(canvas.queryByRole('heading')).toBeNull();
    const section = figure.parentElement;
    if (!section) throw new Error('no section');
    await expect(
      Math.abs(image.getBoundingClientRect().width - section.getBoundingClientRect().width),
    ).toBeLessThan(1);
  },
};

/** From 48em, picture at the start and text beside it (here a desktop, 1280px). */
export const ImageStart: Story = {
  args: {imagePosition: 'start'},
  globals: DESKTOP,
  play: async ({canvas}) => {
    const image = canvas.getByRole('img', {name: WINDOW_ALT}).getBoundingClientRect();
    const heading = canvas.getByRole('heading', {level: 2, name: HEADING}).getBoundingClientRect();
    await expect(canvas.getByRole('figure')).toContainElement(
      canvas.getByText(WINDOW_CAPTION, {selector: 'figcaption'}),
    );
    await expect(image.right).toBeLessThanOrEqual(heading.left);
  },
};

/** From 48em, picture at the end; the heading is an h3 under a section's h2. */
export const ImageEnd: Story = {
  args: {imagePosition: 'end', headingLevel: 3, caption: null},
  globals: DESKTOP,
  play: async ({canvas, canvasElement}) => {
    const image = canvas.getByRole('img', {name: WINDOW_ALT}).getBoundingClientRect();
    const heading = canvas.getByRole('heading', {level: 3, name: HEADING}).getBoundingClientRect();
    await expect(canvas.queryByRole('heading', {level: 2})).toBeNull();
    await expect(heading.right).toBeLessThanOrEqual(image.left);
    await expect(canvas.getByRole('figure')).toBeVisible();
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
  },
};

/** Text longer than the picture: it keeps its own column, the picture is centred beside it. */
export const LongText: Story = {
  args: {html: LONG_TEXT},
  globals: DESKTOP,
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 2, name: HEADING})).toBeVisible();
    const subheading = canvas.getByRole('heading', {level: 3, name: 'Anprobe und Beratung'});
    // Section headings get no anchor ids (RichText headingAnchors off).
    await expect(subheading).not.toHaveAttribute('id');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const image = canvas.getByRole('img', {name: WINDOW_ALT}).getBoundingClientRect();
    await expect(image.right).toBeLessThanOrEqual(subheading.getBoundingClientRect().left);
  },
};

/** On a phone (390px) the picture is always on top, also with `imagePosition` end. */
export const Phone: Story = {
  args: {imagePosition: 'end'},
  globals: {viewport: {value: 'phone', isRotated: false}},
  play: async ({canvas}) => {
    const image = canvas.getByRole('img', {name: WINDOW_ALT}).getBoundingClientRect();
    const heading = canvas.getByRole('heading', {level: 2, name: HEADING}).getBoundingClientRect();
    await expect(image.bottom).toBeLessThanOrEqual(heading.top);
    await expect(image.right).toBeLessThanOrEqual(390);
  },
};
