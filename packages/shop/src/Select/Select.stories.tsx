import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState} from 'react';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type MessageKey, type MessageValues} from '@schaufenster/core';
import {Select, type SelectOption, type SelectProps} from './Select.tsx';
import {listenToLiveRegions} from '../stories/spokenText.ts';

type Globals = Record<string, unknown>;

// Expected texts in the story's language, so the plays hold under any toolbar language.
function message(globals: Globals, key: MessageKey, values?: MessageValues): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key, values);
}

// Sizes are product data, not catalogue texts.
const SIZES: SelectOption[] = [
  {key: 's', label: 'S'},
  {key: 'm', label: 'M'},
  {key: 'l', label: 'L'},
  {key: 'xl', label: 'XL'},
];

/** Holds the choice like the item page's reducer does, and reports it to the story's spy. */
function ControlledSelect(props: SelectProps) {
  const [selectedKey, setSelectedKey] = useState(props.selectedKey);
  return (
    <Select
      {...props}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        setSelectedKey(key);
        props.onSelectionChange(key);
      }}
    />
  );
}

const meta = {
  title: 'Shop/Forms/Select',
  component: Select,
  args: {label: '', options: SIZES, selectedKey: 'm', onSelectionChange: fn()},
  // The label comes from the catalogue in the story's language.
  argTypes: {label: {control: false}},
  render: (args, {globals}) => (
    <ControlledSelect {...args} label={message(globals, 'itemPageVariantLabel')} />
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A combobox named by its label and showing the choice. ArrowDown opens the list with the choice
 * marked, typing a letter moves there, Enter chooses and closes, focus stays on the button.
 */
export const Default: Story = {
  play: async ({canvas, globals, args}) => {
    const select = canvas.getByRole('combobox', {name: message(globals, 'itemPageVariantLabel')});
    await expect(select).toHaveTextContent('M');
    await expect(select).not.toHaveAttribute('aria-required');
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(SIZES.length);
    await expect(canvas.getByRole('option', {selected: true})).toHaveTextContent('M');
    const live = listenToLiveRegions();
    await userEvent.keyboard('L{Enter}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveTextContent('L');
    await expect(select).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('l');
    // downshift's live region (outside the story root) speaks our catalogue's words.
    await waitFor(() =>
      expect(live.heard()).toContain(message(globals, 'selectStatusSelected', {item: 'L'})),
    );
    live.stop();
  },
};

/** Props to try: options, the choice, an empty choice, required, an error. */
export const Playground: Story = {args: {selectedKey: '', isRequired: true}};

/** Escape closes the list without changing the choice; focus stays on the button. */
export const EscapeKeepsChoice: Story = {
  play: async ({canvas, globals, args}) => {
    const select = canvas.getByRole('combobox', {name: message(globals, 'itemPageVariantLabel')});
    select.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveTextContent('M');
    await expect(select).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/**
 * Required with an empty choice listed first ("Bitte wählen"): nothing chosen shows it, and
 * choosing it again reports ''.
 */
export const Required: Story = {
  render: (args, {globals}) => (
    <ControlledSelect
      {...args}
      label={message(globals, 'itemPageVariantLabel')}
      emptyChoice={message(globals, 'selectPlaceholder')}
      isRequired
    />
  ),
  args: {selectedKey: ''},
  play: async ({canvas, globals, args}) => {
    const placeholder = message(globals, 'selectPlaceholder');
    const select = canvas.getByRole('combobox', {name: message(globals, 'itemPageVariantLabel')});
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveTextContent(placeholder);
    await userEvent.click(select);
    await expect(canvas.getAllByRole('option')).toHaveLength(SIZES.length + 1);
    await userEvent.click(canvas.getByRole('option', {name: 'S'}));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('s');
    await userEvent.click(select);
    await userEvent.click(canvas.getByRole('option', {name: placeholder}));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('');
    await expect(select).toHaveTextContent(placeholder);
  },
};

/** With an error the button is marked invalid and reads the error as its description. */
export const Invalid: Story = {
  render: (args, {globals}) => {
    const label = message(globals, 'itemPageVariantLabel');
    return (
      <ControlledSelect
        {...args}
        label={label}
        emptyChoice={message(globals, 'selectPlaceholder')}
        isRequired
        errorMessage={message(globals, 'itemPagePersonalizationRequired', {field: label})}
      />
    );
  },
  args: {selectedKey: ''},
  play: async ({canvas, globals}) => {
    const label = message(globals, 'itemPageVariantLabel');
    const select = canvas.getByRole('combobox', {name: label});
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      message(globals, 'itemPagePersonalizationRequired', {field: label}),
    );
  },
};
