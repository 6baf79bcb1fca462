import type {Meta, StoryObj} from '@storybook/react-vite';
import type {MailKind} from '../types.ts';
import {renderMailStory, shows, type MailStoryArgs} from './mailStoryKit.tsx';

// The owner's e-mails: always German; they name the visitor's language (the toolbar's).

const meta = {
  title: 'Mail/Owner',
  args: {kind: 'owner-new-order' as MailKind},
  render: renderMailStory,
  globals: {retailer: 'juwelier-morgenstern'},
  parameters: {layout: 'padded'},
} satisfies Meta<MailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new prepayment order: everything needed to pack and ship, and wait for the transfer. */
export const NewOrder: Story = {
  args: {kind: 'owner-new-order'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Neue Bestellung JM-1001',
      'Erika Mustermann',
      'Die Zahlung steht noch aus',
      'Gravur',
    ]);
  },
};

/** A new order from an English-speaking visitor: still German, naming the visitor's language. */
export const NewOrderFromEnglishVisitor: Story = {
  args: {kind: 'owner-new-order'},
  globals: {lang: 'en'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Neue Bestellung JM-1001', 'Sprache des Kunden: English']);
  },
};

/** A contact-form message. */
export const Contact: Story = {
  args: {kind: 'owner-contact'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Kontaktanfrage von Erika Mustermann',
      'haben Sie den Ring auch in Größe 54?',
    ]);
  },
};

/** A product request. */
export const ProductRequest: Story = {
  args: {kind: 'owner-request'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Anfrage zu', 'Ist die Uhr noch zu haben?', '+49 69 1234567']);
  },
};

/** A rating. */
export const Rating: Story = {
  args: {kind: 'owner-rating'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Neue Bewertung (4 von 5)', 'Sehr schöne Beratung im Geschäft.']);
  },
};

/** A withdrawal. */
export const Withdrawal: Story = {
  args: {kind: 'owner-withdrawal'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Widerruf zur Bestellung JM-1001', 'vierzehn Tage']);
  },
};

/** A PayPal payment that came after its order expired, refunded at once: nothing to ship. */
export const LatePaymentRefunded: Story = {
  args: {kind: 'owner-late-payment-refunded'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Späte Zahlung zur Bestellung JM-1001 erstattet',
      'weil die Zahlung nicht rechtzeitig abgeschlossen wurde',
      '1JU08902781691411',
      'Versenden Sie zu dieser Bestellung bitte nichts',
    ]);
  },
};
