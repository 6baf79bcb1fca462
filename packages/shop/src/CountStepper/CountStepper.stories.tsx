import type {Meta, StoryObj} from '@storybook/react-vite';
import {useState, type ComponentType} from 'react';
import {expect, fn} from 'storybook/test';
import {shopSiteOf} from '@schaufenster/fixtures';
import {useMessages} from '@schaufenster/ui';
import {MAX_LINE_COUNT} from '../cart/cartReducer.ts';
import {langOf, text} from '../stories/itemPageStoryKit.tsx';
import {CountStepper, type CountStepperProps} from './CountStepper.tsx';

type StoryArgs = Pick<CountStepperProps, 'value' | 'min' | 'max' | 'disabled' | 'onChange'> & {
  /** Story-only: name a visible label outside the field (the item page) instead of aria-label. */
  visibleLabel?: boolean;
};

/** Story-only: the stepper holding its count, labelled as the cart names it for one product. */
function Stepper({
  name,
  visibleLabel = false,
  value,
  onChange,
  ...rest
}: StoryArgs & {name: string}) {
  const t = useMessages();
  const [count, setCount] = useState(value);
  const labels = {
    decreaseLabel: t('cartLineCountDecrease', {name}),
    increaseLabel: t('cartLineCountIncrease', {name}),
    onChange: (next: number) => {
      setCount(next);
      onChange(next);
    },
  };
  if (!visibleLabel) {
    return <CountStepper {...rest} {...labels} value={count} label={t('cartLineCount', {name})} />;
  }
  return (
    <div style={{display: 'grid', gap: '0.5rem', justifyItems: 'start'}}>
      <label htmlFor="count-stepper-story">{t('itemPageCount')}</label>
      <CountStepper {...rest} {...labels} id="count-stepper-story" value={count} />
    </div>
  );
}

function productName(loaded: Record<string, unknown>): string {
  const product = shopSiteOf(loaded).products[0];
  return product?.display_name ?? String(product?.id ?? '');
}

const meta = {
  title: 'Shop/Cart/CountStepper',
  // The docs page reads the component's props; the stories pass the labels themselves.
  component: CountStepper as ComponentType<StoryArgs>,
  args: {value: 2, min: 1, max: MAX_LINE_COUNT, disabled: false, onChange: fn()},
  argTypes: {
    value: {control: {type: 'number', min: 1, max: MAX_LINE_COUNT}},
    max: {control: {type: 'number', min: 1, max: MAX_LINE_COUNT}},
  },
  // The toolbar retailer's first product names the buttons, as in its cart.
  render: (args, {loaded}) => <Stepper {...args} name={productName(loaded)} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart line's count: − and + step by one and report each new count. */
export const Default: Story = {
  play: async ({args, canvas, globals, loaded, userEvent}) => {
    const lang = langOf(globals);
    const name = productName(loaded);
    const field = canvas.getByRole('textbox', {name: text(lang, 'cartLineCount', {name})});
    await expect(field).toHaveValue('2');
    await userEvent.click(
      canvas.getByRole('button', {name: text(lang, 'cartLineCountIncrease', {name})}),
    );
    await expect(field).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(
      canvas.getByRole('button', {name: text(lang, 'cartLineCountDecrease', {name})}),
    );
    await expect(field).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Any count, limits and disabled state. */
export const Playground: Story = {};

/** The keyboard path: arrows and page keys step, Home and End jump to the limits. */
export const Keyboard: Story = {
  args: {value: 5, max: 9},
  play: async ({args, canvas, userEvent}) => {
    const field = canvas.getByRole('textbox');
    await userEvent.tab();
    // The buttons stay out of the tab order: the field has the keyboard.
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{PageDown}');
    await expect(field).toHaveValue('6');
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('9');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('9');
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(field).not.toHaveFocus();
  },
};

/** Typing: digits only, committed on Enter or blur, clamped; an empty entry keeps the count. */
export const Typing: Story = {
  args: {value: 3, max: 50},
  play: async ({args, canvas, userEvent}) => {
    const field = canvas.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '1x2');
    await expect(field).toHaveValue('12');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.clear(field);
    await userEvent.type(field, '700');
    await userEvent.tab();
    await expect(field).toHaveValue('50');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue('50');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** At the smallest count: minus is disabled. */
export const AtMinimum: Story = {
  args: {value: 1},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const name = productName(loaded);
    await expect(
      canvas.getByRole('button', {name: text(lang, 'cartLineCountDecrease', {name})}),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', {name: text(lang, 'cartLineCountIncrease', {name})}),
    ).toBeEnabled();
  },
};

/** At the largest count (MAX_LINE_COUNT in a cart, the stock on an item page): plus is disabled. */
export const AtMaximum: Story = {
  args: {value: MAX_LINE_COUNT},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const name = productName(loaded);
    await expect(canvas.getByRole('textbox')).toHaveValue(String(MAX_LINE_COUNT));
    await expect(
      canvas.getByRole('button', {name: text(lang, 'cartLineCountIncrease', {name})}),
    ).toBeDisabled();
  },
};

/** Disabled (an item that cannot be bought): the field and both buttons. */
export const Disabled: Story = {
  args: {disabled: true},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Named by a visible label outside the field, as on the item page. */
export const VisibleLabel: Story = {
  args: {visibleLabel: true},
  play: async ({canvas, globals}) => {
    const field = canvas.getByRole('textbox', {name: text(langOf(globals), 'itemPageCount')});
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  },
};
