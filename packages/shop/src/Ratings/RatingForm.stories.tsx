import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, fn, userEvent, waitFor} from 'storybook/test';
import {isLang, t, type MessageKey} from '@schaufenster/core';
import {orderFailures} from '@schaufenster/fixtures/handlers';
import {withShop} from '../stories/withShop.tsx';
import {RatingForm} from './RatingForm.tsx';

// Expected texts in the story's language, so the plays hold under any toolbar language.
function message(globals: Record<string, unknown>, key: MessageKey, values?: {count: number}) {
  return t(isLang(globals.lang) ? globals.lang : 'de', key, values);
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Globals = Record<string, unknown>;

function fields(canvas: Canvas, globals: Globals) {
  return {
    stars: canvas.getByRole('radiogroup', {name: message(globals, 'ratingFormStars')}),
    star: (count: number) =>
      canvas.getByRole('radio', {name: message(globals, 'ratingFormStarOption', {count})}),
    name: canvas.getByRole('textbox', {name: message(globals, 'ratingFormName')}),
    comment: canvas.getByRole('textbox', {name: message(globals, 'ratingFormComment')}),
    submit: canvas.getByRole('button', {name: message(globals, 'ratingFormSubmit')}),
  };
}

// Chooses four stars with the keyboard alone: Tab onto the group, then three right arrows.
async function chooseFourStars(canvas: Canvas, globals: Globals) {
  const form = fields(canvas, globals);
  await userEvent.tab();
  await expect(form.star(1)).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  await expect(form.star(4)).toHaveFocus();
  await expect(form.star(4)).toBeChecked();
  return form;
}

async function fillAndSend(canvas: Canvas, globals: Globals) {
  const form = await chooseFourStars(canvas, globals);
  await userEvent.tab();
  await expect(form.name).toHaveFocus();
  await userEvent.keyboard('Anna M.');
  await userEvent.tab();
  await userEvent.keyboard('Sehr schöne Uhr.');
  await userEvent.tab();
  await expect(form.submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return form;
}

const meta = {
  title: 'Shop/Ratings/RatingForm',
  component: RatingForm,
  decorators: [withShop],
  args: {productId: 101, allowRatings: true, onRated: fn()},
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five star options in one radio group, optional name and comment, the send button. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const form = fields(canvas, globals);
    await expect(form.stars).toBeRequired();
    for (const count of [1, 2, 3, 4, 5]) await expect(form.star(count)).not.toBeChecked();
    await expect(form.name).not.toBeRequired();
    await expect(form.comment).not.toBeRequired();
    await expect(
      canvas.getByRole('heading', {name: message(globals, 'ratingFormHeading')}),
    ).toBeVisible();
  },
};

/** Try any product, heading level or the ratings switch. */
export const Playground: Story = {args: {headingLevel: 3}};

/**
 * Four stars by keyboard, name and comment, sent: the service accepted, the thanks shows with the
 * note that the rating appears once the shop checked it, the form is cleared and
 * `{product, rating, name, comment}` was posted.
 */
export const SubmitSuccess: Story = {
  play: async ({canvas, globals, args}) => {
    const form = await fillAndSend(canvas, globals);
    const thanks = message(globals, 'ratingFormSent').replace(/\s+/g, ' ');
    const moderation = message(globals, 'ratingFormSentModeration');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(thanks));
    // Two lines of one status message: the thanks as it was, then the moderation note.
    await expect(canvas.getByText(thanks)).toBeVisible();
    await expect(canvas.getByText(moderation)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${thanks}${moderation}`);
    await expect(args.onRated).toHaveBeenCalledWith({
      product: 101,
      rating: 4,
      name: 'Anna M.',
      comment: 'Sehr schöne Uhr.',
    });
    await expect(form.star(4)).not.toBeChecked();
    await expect(form.name).toHaveValue('');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** The order service answers 500: "could not post rating" alert, every input kept. */
export const SubmitFailure: Story = {
  parameters: {msw: {handlers: {orders: orderFailures.serverError}}},
  play: async ({canvas, globals, args}) => {
    const form = await fillAndSend(canvas, globals);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(message(globals, 'orderErrorPostRating')),
    );
    await expect(form.star(4)).toBeChecked();
    await expect(form.name).toHaveValue('Anna M.');
    await expect(form.comment).toHaveValue('Sehr schöne Uhr.');
    await expect(args.onRated).not.toHaveBeenCalled();
  },
};

/** While the service has not answered, the status region says the rating is being sent. */
export const Sending: Story = {
  parameters: {msw: {handlers: {orders: orderFailures.pending}}},
  play: async ({canvas, globals}) => {
    await fillAndSend(canvas, globals);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(message(globals, 'ratingFormSending')),
    );
  },
};

/** Sent without stars: the group shows its error, takes focus, nothing is posted. */
export const MissingStars: Story = {
  play: async ({canvas, globals, args}) => {
    const form = fields(canvas, globals);
    form.submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form.star(1)).toHaveFocus());
    await expect(canvas.getByText(message(globals, 'ratingFormRatingRequired'))).toBeVisible();
    await expect(form.stars).toHaveAccessibleDescription(
      message(globals, 'ratingFormRatingRequired'),
    );
    await expect(args.onRated).not.toHaveBeenCalled();
  },
};

/** settings.allow_ratings is off: nothing is rendered. */
export const RatingsDisabled: Story = {
  args: {allowRatings: false},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** English labels and plural star names. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('radio', {name: '1 star'})).toBeVisible();
    await expect(canvas.getByRole('radio', {name: '4 stars'})).toBeVisible();
    await expect(canvas.getByRole('button', {name: 'Send rating'})).toBeVisible();
  },
};
