import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor} from 'storybook/test';
import {ContentImage, type ContentImageSource} from './ContentImage.tsx';

// Self-drawn pictures, each labelled with its width, so the story shows (and the play function
// checks) which size the browser picked. Blob URLs, not data URLs: Chromium counts data URLs as
// already loaded and then takes the largest. The site build makes WebP files instead.
function drawn(width: number, height: number, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#0f3b2e"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.45}" r="${height * 0.3}" fill="#b8954a"/>` +
    `<text x="${width / 2}" y="${height * 0.92}" font-size="${height * 0.07}" ` +
    `text-anchor="middle" fill="#ffffff">${label}</text></svg>`;
  return URL.createObjectURL(new Blob([svg], {type: 'image/svg+xml'}));
}

const WIDTHS = [480, 960, 1440, 1980];
const CANDIDATES = new Map(
  WIDTHS.map((width) => [width, drawn(width, (width * 2) / 3, `${width}w`)]),
);

/** A 3:2 photo resized by the build to four widths. */
const PHOTO: ContentImageSource = {
  src: drawn(1980, 1320, 'src'),
  srcSet: [...CANDIDATES].map(([width, url]) => `${url} ${width}w`).join(', '),
  width: 1980,
  height: 1320,
};

/** A vector logo: copied as it is, no sizes. */
const LOGO: ContentImageSource = {src: drawn(240, 80, 'Logo'), width: 240, height: 80};

const meta = {
  title: 'Components/Sections/ContentImage',
  component: ContentImage,
  args: {image: PHOTO, alt: 'Eine Uhr im Schaufenster', sizes: '240px'},
  render: (args) => (
    <div style={{maxInlineSize: '30rem'}}>
      <ContentImage {...args} />
    </div>
  ),
} satisfies Meta<typeof ContentImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Below the fold: lazy, decoded off the main thread; the browser takes the smallest size that
 * covers `sizes` (240px → the 480w file), and the box keeps the 3:2 ratio from width/height.
 */
export const Default: Story = {
  play: async ({canvas}) => {
    const image = canvas.getByRole('img', {name: 'Eine Uhr im Schaufenster'});
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '1980');
    await expect(image).toHaveAttribute('height', '1320');
    await expect(image).toHaveAttribute('sizes', '240px');
    await expect(image).not.toHaveAttribute('fetchpriority');
    const element = image as HTMLImageElement;
    await waitFor(() => expect(element.currentSrc).toBe(CANDIDATES.get(480)));
    const box = element.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(30 * 17);
    await expect(Math.abs(box.height - (box.width * 2) / 3)).toBeLessThan(1);
  },
};

/** Every prop. */
export const Playground: Story = {args: {sizes: '100vw', priority: false}};

/** The page's main image (a brand page's picture): fetched at once with high priority. */
export const Priority: Story = {
  args: {priority: true, sizes: '(min-width: 1140px) 1140px, 100vw'},
  play: async ({canvas}) => {
    const image = canvas.getByRole('img', {name: 'Eine Uhr im Schaufenster'});
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('decoding');
  },
};

/** A vector file: no srcset or sizes, its own width and height. */
export const Vector: Story = {
  args: {image: LOGO, alt: 'Juwelier Morgenstern'},
  play: async ({canvas}) => {
    const image = canvas.getByRole('img', {name: 'Juwelier Morgenstern'});
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).not.toHaveAttribute('sizes');
    await expect(image).toHaveAttribute('width', '240');
    await expect(image).toHaveAttribute('height', '80');
  },
};

/** Decorative (alt ''): hidden from assistive technology, e.g. beside the brand name's heading. */
export const Decorative: Story = {
  args: {alt: ''},
  play: async ({canvasElement}) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('srcset');
  },
};
