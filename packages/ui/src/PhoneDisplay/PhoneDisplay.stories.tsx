import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, spyOn, userEvent} from 'storybook/test';
import {
  companyDisplay,
  isLang,
  phoneBook,
  t,
  type Lang,
  type PhoneOptions,
} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {PhoneDisplay, type PhoneDisplayProps} from './PhoneDisplay.tsx';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

/** The story's args: the component's, with the country the build formats the number in. */
type PhoneDisplayStoryArgs = PhoneDisplayProps & {
  /** Country of numbers written without a + prefix (spec §5 Phone numbers). */
  country?: PhoneOptions['country'];
};

const meta = {
  title: 'Components/Contact/PhoneDisplay',
  component: PhoneDisplay,
  args: {number: '069 90009100', phones: {}},
  argTypes: {
    country: {control: 'inline-radio', options: ['DE', 'AT', 'CH', 'FR']},
  },
  // The number is formatted here as the build formats it (decision 031); a warning about
  // invalid input is logged at this point, as the build logs it.
  render: ({country, ...args}, {globals}) => (
    <PhoneDisplay {...args} phones={phoneBook([args.number], {lang: langOf(globals), country})} />
  ),
} satisfies Meta<PhoneDisplayStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar retailer's primary phone number: a tel: link labelled in the page language. */
export const Default: Story = {
  render: ({country, ...args}, {loaded, globals}) => {
    const lang = langOf(globals);
    const number = companyDisplay(siteOf(loaded).company, lang).phone?.number ?? args.number;
    return <PhoneDisplay {...args} number={number} phones={phoneBook([number], {lang, country})} />;
  },
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const link = canvas.getByRole('link', {name: new RegExp(`^${t(lang, 'phoneLabel')} \\+49 `)});
    await expect(link.getAttribute('href')).toMatch(/^tel:\+49\d+$/);
  },
};

/** Try any number, country and callable. */
export const Playground: Story = {
  args: {number: '+49 69 90009100', country: 'DE', callable: true, hideLabel: false},
};

/**
 * A national number is read in Germany (spec §5): the link goes to tel:+49…, shows the
 * international format, is labelled "Telefon" and opens in a new tab (spec §2 Links).
 */
export const Callable: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const link = canvas.getByRole('link', {
      name: `${t(lang, 'phoneLabel')} +49 69 90009100 ${t(lang, 'externalLinkNewTab')}`,
    });
    await expect(link).toHaveAttribute('href', 'tel:+496990009100');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('+49 69 90009100')).toBeVisible();
    await expect(canvas.getByText(t(lang, 'phoneLabel'))).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Not callable (a fax number): plain international text, no link (spec §2 Phone display). */
export const NotCallable: Story = {
  args: {number: '069 90009199', callable: false},
  play: async ({canvas, globals}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('+49 69 90009199')).toBeVisible();
    await expect(canvas.queryByText(t(langOf(globals), 'phoneLabel'))).toBeNull();
  },
};

/** Input that is no phone number is shown as given and logged (spec §5, §8). */
export const Invalid: Story = {
  args: {number: 'nach Vereinbarung'},
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('nach Vereinbarung')).toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('[phone]'),
      '"nach Vereinbarung"',
    );
  },
};

/** Too few national digits (spec §5: at least 2) is invalid too. */
export const TooShort: Story = {
  args: {number: '+49 1'},
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('+49 1')).toBeVisible();
  },
};

/** An Austrian branch: national numbers are read with country AT. */
export const CountryAT: Story = {
  args: {number: '01 5123456', country: 'AT'},
  play: async ({canvas, globals}) => {
    const label = t(langOf(globals), 'phoneLabel');
    const link = canvas.getByRole('link', {name: new RegExp(`^${label} \\+43 1 5123456`)});
    await expect(link).toHaveAttribute('href', 'tel:+4315123456');
  },
};

/** English: the label and the new-tab hint follow the page language. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    const link = canvas.getByRole('link', {name: /^Phone \+49 69 90009100 /});
    await expect(link).toHaveAttribute('href', 'tel:+496990009100');
  },
};

/** French. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    const link = canvas.getByRole('link', {name: /^Téléphone \+49 69 90009100 /});
    await expect(link).toHaveAttribute('href', 'tel:+496990009100');
  },
};

/** A mobile number takes the catalogue's "Mobil" as its label. */
export const MobileLabel: Story = {
  args: {number: '0152 28817386', label: t('de', 'phoneMobileLabel')},
  play: async ({canvas}) => {
    const link = canvas.getByRole('link', {name: /^Mobil \+49 1522 8817386 /});
    await expect(link).toHaveAttribute('href', 'tel:+4915228817386');
  },
};

/** Beside an icon or a term the label can be for screen readers only; the name keeps it. */
export const HiddenLabel: Story = {
  args: {hideLabel: true},
  play: async ({canvas, globals}) => {
    const label = t(langOf(globals), 'phoneLabel');
    const link = canvas.getByRole('link', {name: new RegExp(`^${label} \\+49 69 90009100 `)});
    await expect(link).toBeVisible();
    await expect(canvas.getByText('+49 69 90009100')).toBeVisible();
  },
};
