import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState, type FormEvent} from 'react';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, requiredChoice, t, type MessageKey} from '@schaufenster/core';
import {NativeActionButton} from './NativeActionButton.tsx';
import {NativeRadioGroup, type NativeRadioGroupProps} from './NativeRadioGroup.tsx';

type Globals = Record<string, unknown>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// Expected texts in the story's language, so the plays hold under any toolbar language.
function message(globals: Globals, key: MessageKey): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key);
}

// Records submits that native validation let through.
const submitted = fn();

// Sample shipping methods (operator content in a real shop, so not from the catalogue).
const METHODS = [
  {value: 'dhl', label: 'DHL Paket'},
  {value: 'express', label: 'DHL Express'},
  {value: 'pickup', label: 'Abholung im Geschäft'},
];

const SIZES = [
  {value: 'S', label: 'Größe S'},
  {value: 'M', label: 'Größe M'},
  {value: 'L', label: 'Größe L'},
];

/** A size as a mark: the letter, bold and underlined when chosen. */
function SizeMark({value, checked}: {value: string; checked: boolean}) {
  return (
    <span
      aria-hidden="true"
      style={{fontWeight: checked ? 700 : 400, textDecoration: checked ? 'underline' : 'none'}}
    >
      {value}
    </span>
  );
}

type DemoProps = Omit<NativeRadioGroupProps, 'label' | 'value' | 'onChange'> & {
  /** The legend's catalogue key. @default 'checkoutShippingMethod' */
  labelKey?: MessageKey;
};

/** A plain form around the group, as the rating form uses it; the group's value kept here. */
function DemoForm({
  globals,
  labelKey = 'checkoutShippingMethod',
  ...props
}: DemoProps & {globals: Globals}) {
  const [value, setValue] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted(value);
  };
  return (
    <form onSubmit={submit} style={{display: 'grid', gap: '1rem', justifyItems: 'start'}}>
      <NativeRadioGroup
        {...props}
        label={message(globals, labelKey)}
        value={value}
        onChange={setValue}
      />
      <NativeActionButton type="submit">{message(globals, 'contactFormSubmit')}</NativeActionButton>
    </form>
  );
}

function parts(canvas: Canvas, globals: Globals) {
  return {
    group: canvas.getByRole('radiogroup', {name: message(globals, 'checkoutShippingMethod')}),
    option: (name: string) => canvas.getByRole('radio', {name}),
    submit: canvas.getByRole('button', {name: message(globals, 'contactFormSubmit')}),
  };
}

const meta = {
  title: 'Components/Forms/NativeRadioGroup',
  component: NativeRadioGroup,
  args: {
    label: '',
    name: 'shipping',
    options: METHODS,
    value: null,
    onChange: fn(),
    isRequired: false,
  },
  // The legend comes from the catalogue in the story's language; the form keeps the value.
  argTypes: {label: {control: false}, value: {control: false}},
  render: ({label: _label, value: _value, onChange: _onChange, ...args}, {globals, parameters}) => (
    <DemoForm
      {...args}
      globals={globals}
      labelKey={parameters.labelKey as MessageKey | undefined}
    />
  ),
  beforeEach: () => {
    submitted.mockClear();
  },
} satisfies Meta<typeof NativeRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Radios beside their labels in a fieldset named by its legend: nothing chosen, a click chooses,
 * the arrow keys move the choice, and the form sends the chosen value.
 */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const {group, option, submit} = parts(canvas, globals);
    await expect(group).not.toBeRequired();
    for (const method of METHODS) await expect(option(method.label)).not.toBeChecked();
    await userEvent.click(option('DHL Express'));
    await expect(option('DHL Express')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(option('Abholung im Geschäft')).toHaveFocus();
    await expect(option('Abholung im Geschäft')).toBeChecked();
    await expect(option('DHL Express')).not.toBeChecked();
    await userEvent.click(submit);
    await expect(submitted).toHaveBeenCalledWith('pickup');
  },
};

/** Props to try: required with its rule, marks, the options. */
export const Playground: Story = {
  args: {isRequired: true, rule: requiredChoice('checkoutShippingMethodRequired')},
};

/**
 * Required: sent without a choice, the form does not send, the first radio takes focus and the
 * catalogue's error shows, ties to the group and marks it invalid; a choice clears it at once.
 */
export const Required: Story = {
  args: {isRequired: true, rule: requiredChoice('checkoutShippingMethodRequired')},
  play: async ({canvas, globals}) => {
    const {group, option, submit} = parts(canvas, globals);
    const error = message(globals, 'checkoutShippingMethodRequired');
    await expect(group).toBeRequired();
    await expect(group).not.toHaveAttribute('aria-invalid');
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(option('DHL Paket')).toHaveFocus());
    await expect(canvas.getByText(error)).toBeVisible();
    await expect(group).toHaveAccessibleDescription(error);
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(option('DHL Paket')).toBeChecked();
    await waitFor(() => expect(canvas.queryByText(error)).toBeNull());
    await expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submit);
    await expect(submitted).toHaveBeenCalledWith('dhl');
  },
};

/**
 * Marks instead of visible labels (the rating form's stars): each option is a 44 px target
 * named by its hidden label; Tab reaches the first, the arrows choose, the ring shows on the
 * target.
 */
export const Marks: Story = {
  args: {
    name: 'variant',
    options: SIZES,
    mark: ({value}, checked) => <SizeMark value={value} checked={checked} />,
  },
  parameters: {labelKey: 'itemPageVariantLabel'},
  play: async ({canvas, globals}) => {
    await expect(
      canvas.getByRole('radiogroup', {name: message(globals, 'itemPageVariantLabel')}),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', {name: 'Größe S'})).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const medium = canvas.getByRole('radio', {name: 'Größe M'});
    await expect(medium).toHaveFocus();
    await expect(medium).toBeChecked();
    for (const size of SIZES) {
      const target = canvas.getByRole('radio', {name: size.label}).closest('label');
      const box = target?.getBoundingClientRect();
      await expect(box?.width).toBeGreaterThanOrEqual(44);
      await expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByText('L'));
    await expect(canvas.getByRole('radio', {name: 'Größe L'})).toBeChecked();
  },
};
