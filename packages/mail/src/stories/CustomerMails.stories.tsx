import type {Meta, StoryObj} from '@storybook/react-vite';
import type {MailKind} from '../types.ts';
import {renderMailStory, shows, type MailStoryArgs} from './mailStoryKit.tsx';

// The customer's e-mails, rendered by renderMail from the jeweller's content, in the toolbar
// language. They run in the main story pass only (vite.config.ts leaves packages/mail out of the
// toolbar passes): a mail has no toolbar theme or retailer switch of its own.

const meta = {
  title: 'Mail/Customer',
  args: {kind: 'order-received' as MailKind},
  render: renderMailStory,
  globals: {retailer: 'juwelier-morgenstern'},
  parameters: {layout: 'padded'},
} satisfies Meta<MailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The acknowledgement of receipt (section 312i BGB), with the bank details for prepayment. */
export const OrderReceived: Story = {
  args: {kind: 'order-received'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Ihre Bestellung ist bei uns eingegangen',
      'JM-1001',
      'noch keine Annahme Ihrer Bestellung',
      'DE02 1203 0000 0000 2020 51',
      'Vertrag widerrufen',
    ]);
  },
};

/** The contract confirmation (section 312f BGB): AGB, Widerrufsbelehrung and the model form. */
export const OrderConfirmed: Story = {
  args: {kind: 'order-confirmed'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Wir haben Ihre Bestellung angenommen',
      'Allgemeine Geschäftsbedingungen',
      'Widerrufsbelehrung',
      'Muster-Widerrufsformular',
      'Juwelier Morgenstern, Goethestraße 12, 60313 Frankfurt am Main',
      'Vom Widerrufsrecht ausgenommen',
    ]);
  },
};

/** The contract confirmation in English: the frame in English, the legal texts in German. */
export const OrderConfirmedEnglish: Story = {
  args: {kind: 'order-confirmed'},
  globals: {lang: 'en'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'We have accepted your order',
      'the German text is binding',
      'Allgemeine Geschäftsbedingungen',
      'Model withdrawal form',
    ]);
  },
};

/** The acknowledgement in French. */
export const OrderReceivedFrench: Story = {
  args: {kind: 'order-received'},
  globals: {lang: 'fr'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Nous avons bien reçu votre commande',
      'JM-1001',
      'Se rétracter du contrat',
    ]);
  },
};

/** Payment received. */
export const PaymentReceived: Story = {
  args: {kind: 'payment-received'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Vielen Dank für Ihre Zahlung', 'JM-1001']);
  },
};

/**
 * A PayPal payment that came after its order expired, refunded at once: why, how much, through
 * which provider and roughly when; sent instead of "payment received".
 */
export const PaymentRefunded: Story = {
  args: {kind: 'payment-refunded'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Wir haben Ihre Zahlung erstattet',
      'JM-1001',
      'nicht rechtzeitig abgeschlossen',
      'innerhalb weniger Werktage',
      '1JU08902781691411',
    ]);
  },
};

/** The late refund in French. */
export const PaymentRefundedFrench: Story = {
  args: {kind: 'payment-refunded'},
  globals: {lang: 'fr'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, [
      'Nous avons remboursé votre paiement',
      'sous quelques jours ouvrés',
      'Référence du remboursement',
    ]);
  },
};

/** Shipped, with the tracking number. */
export const OrderShipped: Story = {
  args: {kind: 'order-shipped'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Ihre Bestellung ist unterwegs', '00340434161094042557']);
  },
};

/** Cancelled. */
export const OrderCancelled: Story = {
  args: {kind: 'order-cancelled'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Ihre Bestellung wurde storniert', 'JM-1001']);
  },
};

/** The withdrawal's confirmation of receipt, with date and time. */
export const WithdrawalReceived: Story = {
  args: {kind: 'withdrawal-received'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Ihr Widerruf ist bei uns eingegangen', '9. März 2026 um 14:05']);
  },
};

/** The newsletter's double opt-in. */
export const NewsletterConfirm: Story = {
  args: {kind: 'newsletter-confirm'},
  play: async ({canvasElement}) => {
    await shows(canvasElement, ['Nur noch ein Schritt', 'Anmeldung bestätigen', 'Abmelden']);
  },
};
