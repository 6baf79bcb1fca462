// The Flows' answers in the owner's language: the language a request's Accept-Language picks,
// every refusal code's text in German, English and French, the success texts, and the order
// states named exactly as the Directus dropdowns of cms/src/model-owner.ts name them.
import {readFileSync} from 'node:fs';
import {LANGUAGES, type Lang} from '@schaufenster/core';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {FULFILMENT_STATES, PAYMENT_STATES} from '../orders/states.ts';
import {
  exportDoneText,
  exportTitle,
  FLOW_REFUSALS,
  fulfilmentLabel,
  itemName,
  orderDoneText,
  orderRefusalText,
  ownerLanguage,
  paymentLabel,
  refusalText,
  restockDoneText,
  type RefusalFacts,
} from './flowMessages.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Fails the test on any warning of core's `t` (a missing key or value). */
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => expect.fail('warned'));

describe('ownerLanguage', () => {
  it.each<[string | undefined, Lang]>([
    [undefined, 'de'],
    ['', 'de'],
    ['de', 'de'],
    ['en', 'en'],
    ['fr', 'fr'],
    ['EN-us', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7', 'fr'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['de;q=0.2, en', 'en'],
    ['en, fr', 'en'],
    ['es, it;q=0.9', 'de'],
    ['es, en;q=0.1', 'en'],
    ['en;q=0', 'de'],
    ['en;q=0, fr;q=0.001', 'fr'],
    ['*', 'de'],
    ['en;q=0.5, *;q=0.8', 'de'],
    ['en;q=abc, fr;q=0.2', 'fr'],
    ['en;q=1.5', 'de'],
    ['en ; q = 0.7 , fr ; q=0.6', 'en'],
  ])('%j is %s', (header, lang) => {
    expect(ownerLanguage(header)).toBe(lang);
  });

  it('reads a header given more than once', () => {
    expect(ownerLanguage(['es', 'fr;q=0.5'])).toBe('fr');
  });
});

/** The `{value, text}` choices of the array `name` in cms/src/model-owner.ts, read as text. */
function cmsChoices(name: string): Map<string, string> {
  const source = readFileSync(
    new URL('../../../../cms/src/model-owner.ts', import.meta.url),
    'utf8',
  );
  const block = new RegExp(`const ${name}: Choice\\[\\] = \\[([^\\]]*)\\];`).exec(source)?.[1];
  if (block === undefined) throw new Error(`No ${name} in cms/src/model-owner.ts`);
  const choices = new Map<string, string>();
  for (const match of block.matchAll(/\{value: '([^']+)', text: '([^']+)'\}/g)) {
    choices.set(match[1] ?? '', match[2] ?? '');
  }
  return choices;
}

describe('order state names', () => {
  it('are the German labels of the Directus dropdowns, for every state the service has', () => {
    quiet();
    const fulfilment = cmsChoices('FULFILMENT_STATES');
    const payment = cmsChoices('PAYMENT_STATES');
    expect([...fulfilment.keys()].sort()).toEqual([...FULFILMENT_STATES].sort());
    expect([...payment.keys()].sort()).toEqual([...PAYMENT_STATES].sort());
    for (const [state, label] of fulfilment) expect(fulfilmentLabel('de', state)).toBe(label);
    for (const [state, label] of payment) expect(paymentLabel('de', state)).toBe(label);
  });

  it('have an English and a French word for every state, none the code', () => {
    quiet();
    for (const lang of ['en', 'fr'] as const) {
      for (const state of FULFILMENT_STATES) {
        expect(fulfilmentLabel(lang, state)).not.toBe(state);
        expect(fulfilmentLabel(lang, state)).not.toBe(fulfilmentLabel('de', state));
      }
      for (const state of PAYMENT_STATES) {
        expect(paymentLabel(lang, state)).not.toBe(state);
        expect(paymentLabel(lang, state)).not.toBe(paymentLabel('de', state));
      }
    }
    // A state the service may add later shows as its code rather than as nothing.
    expect(fulfilmentLabel('de', 'on_hold')).toBe('on_hold');
  });
});

const awaitingTransfer = {fulfilment: 'awaiting_transfer', payment: 'pending'} as const;

/** Facts for each code, and the German text they give. */
const GERMAN: Record<string, [RefusalFacts, string]> = {
  transition_refused: [
    {states: awaitingTransfer, change: {fulfilment: 'shipped'}},
    'Der Bestellstatus kann nicht von „Wartet auf Überweisung“ zu „Versendet“ wechseln.',
  ],
  unknown_order: [{}, 'Diese Bestellnummer gibt es nicht.'],
  payment_provider_unavailable: [
    {provider: 'Klarna'},
    'Klarna ist nicht erreichbar oder nicht eingerichtet. Es wurde nichts geändert; versuchen Sie es später noch einmal.',
  ],
  payment_provider_error: [
    {provider: 'PayPal'},
    'PayPal hat unerwartet geantwortet. Es wurde nichts geändert; prüfen Sie die Zahlung in Ihrem PayPal-Konto.',
  ],
  klarna_pending: [
    {},
    'Klarna hat über die Zahlung noch nicht entschieden. Versenden Sie erst, wenn sie angenommen ist.',
  ],
  klarna_capture_refused: [
    {},
    'Klarna hat die Abbuchung abgelehnt, deshalb ist die Bestellung nicht versendet. Prüfen Sie sie im Klarna-Händlerportal.',
  ],
  klarna_refund_refused: [
    {},
    'Klarna hat die Erstattung abgelehnt. Es wurde nichts geändert; prüfen Sie die Bestellung im Klarna-Händlerportal.',
  ],
  klarna_cancel_refused: [
    {},
    'Klarna hat die Freigabe der Zahlung abgelehnt, deshalb ist die Bestellung nicht storniert.',
  ],
  line_refund_unsupported: [
    {line: 2},
    'Einzelne Positionen lassen sich nur bei bezahlten PayPal- und Klarna-Bestellungen erstatten. Lassen Sie „Position“ leer, um alles zu erstatten.',
  ],
  unknown_line: [{line: 9}, 'Die Bestellung hat keine Position 9.'],
  line_refunded: [{line: 2}, 'Position 2 ist schon erstattet.'],
  refund_exceeds_capture: [
    {line: 2},
    'Bei Klarna ist für diese Bestellung weniger offen, als Position 2 kostet.',
  ],
  invalid: [{path: 'tracking'}, 'Die Sendungsnummer hat 1 bis 64 Zeichen, ohne Leerzeichen.'],
  unknown_product: [{product: '777'}, 'Es gibt kein Produkt 777.'],
  unknown_variant: [{variant: '4242'}, 'Es gibt keine Variante 4242.'],
  variant_required: [
    {item: '„Ring Luna“'},
    '„Ring Luna“ hat Varianten: Passen Sie den Bestand einer Variante an.',
  ],
  not_counted: [
    {item: '„Ring Luna“, Variante 1001'},
    'Für „Ring Luna“, Variante 1001 zählt der Shop keinen Bestand (das Feld „Bestand“ ist leer), also gibt es nichts anzupassen. Einen Anfangsbestand trägt ein Administrator ein; der Bestelldienst übernimmt ihn nach dem nächsten Aufbau der Website und seinem Neustart.',
  ],
  below_zero: [
    {item: '„Ring Luna“', available: 1, taking: 3},
    '„Ring Luna“ hat 1 Stück auf Lager; ein Abgang von 3 ließe -2.',
  ],
  cms_not_configured: [
    {},
    'Der Bestelldienst ist nicht mit Directus verbunden (DIRECTUS_URL und DIRECTUS_SERVICE_TOKEN fehlen), deshalb kann er den Export nicht ablegen.',
  ],
  cms_unavailable: [
    {},
    'Directus antwortet dem Bestelldienst nicht, der Export ist nicht abgelegt. Versuchen Sie es später noch einmal.',
  ],
  cms_refused: [
    {},
    'Directus hat das Ablegen des Exports abgelehnt. Darf der Benutzer des Bestelldienstes Dateien und Ordner anlegen?',
  ],
  unknown_flow: [
    {action: 'steal', actions: ['paid', 'ship']},
    'Die Aktion „steal“ kennt der Bestelldienst nicht; er kennt paid, ship.',
  ],
  wrong_collection: [{collections: ['shop_order']}, 'Diese Aktion läuft nur auf shop_order.'],
};

describe('refusal texts', () => {
  it('has a German text for each code the Flow path answers', () => {
    expect(Object.keys(GERMAN).sort()).toEqual(Object.keys(FLOW_REFUSALS).sort());
  });

  it.each(Object.entries(GERMAN))('%s in German, English and French', (code, [facts, german]) => {
    quiet();
    const texts = LANGUAGES.map((lang) => refusalText(lang, code, facts));
    expect(texts[0]).toBe(german);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) {
      expect(text).not.toMatch(/ownerFlow|[{}]/);
      // The facts the German text names are named in every language.
      for (const fact of ['9', '777', '4242', 'Klarna', 'PayPal', 'steal', 'shop_order']) {
        if (german.includes(fact)) expect(text).toContain(fact);
      }
    }
  });

  it('names the English and French state words in a refused move', () => {
    const facts = {states: awaitingTransfer, change: {fulfilment: 'shipped'}} as const;
    expect(refusalText('en', 'transition_refused', facts)).toBe(
      'The order status cannot change from “Awaiting transfer” to “Shipped”.',
    );
    expect(refusalText('fr', 'transition_refused', facts)).toBe(
      'Le statut de la commande ne peut pas passer de «\u00a0En attente du virement\u00a0» à «\u00a0Expédiée\u00a0».',
    );
  });

  it('tells a refused payment move and a move to where the order is already', () => {
    quiet();
    const paidShipped = {fulfilment: 'shipped', payment: 'paid'} as const;
    expect(
      refusalText('de', 'transition_refused', {
        states: awaitingTransfer,
        change: {payment: 'refunded'},
      }),
    ).toBe('Der Zahlungsstatus kann nicht von „Offen“ zu „Erstattet“ wechseln.');
    // Cancelling is allowed from here; the refund is what the table refuses.
    expect(
      refusalText('en', 'transition_refused', {
        states: {fulfilment: 'confirmed', payment: 'failed'},
        change: {fulfilment: 'cancelled', payment: 'refunded'},
      }),
    ).toBe('The payment status cannot change from “Failed” to “Refunded”.');
    expect(
      refusalText('de', 'transition_refused', {states: paidShipped, change: {payment: 'paid'}}),
    ).toBe('Sie steht schon auf „Versendet“ und „Bezahlt“; es gibt nichts zu tun.');
  });

  it.each<[string, string]>([
    ['tracking', 'Die Sendungsnummer hat 1 bis 64 Zeichen, ohne Leerzeichen.'],
    ['line', '„Position“ ist die Nummer einer Position der Bestellung, ab 1.'],
    [
      'quantity',
      '„Menge“ ist eine ganze Zahl ungleich 0, höchstens 1.000.000 in jede Richtung, z. B. 3 oder -1.',
    ],
    ['reason', '„Grund“ ist eine Zeile Text mit höchstens 200 Zeichen.'],
    ['from', '„Von“ ist kein Tag. Wählen Sie den ersten Tag des Zeitraums.'],
    ['to', '„Bis“ ist kein Tag. Wählen Sie den letzten Tag des Zeitraums.'],
    ['period', '„Bis“ liegt vor „Von“.'],
    ['keys', 'Wählen Sie mindestens einen Eintrag aus.'],
    ['keys.max', 'Wählen Sie höchstens 100 Einträge auf einmal aus.'],
    ['action', 'Die Angaben passen nicht zu dieser Aktion.'],
  ])('invalid %s, in each language', (path, german) => {
    quiet();
    const texts = LANGUAGES.map((lang) => refusalText(lang, 'invalid', {path, max: 100}));
    expect(texts[0]).toBe(german);
    expect(new Set(texts).size).toBe(3);
  });

  it('names a code it has no text for instead of showing English', () => {
    expect(refusalText('de', 'teapot')).toBe('Der Bestelldienst hat abgelehnt (Code teapot).');
    expect(refusalText('fr', 'toString')).toBe('Le service de commandes a refusé (code toString).');
  });

  it('names the order and the orders done before it', () => {
    quiet();
    const reason = refusalText('de', 'unknown_order');
    expect(orderRefusalText('de', 'JM-1003', reason, [])).toBe(
      'Bestellung JM-1003: Diese Bestellnummer gibt es nicht.',
    );
    expect(orderRefusalText('de', 'JM-1003', reason, ['JM-1001', 'JM-1002'])).toBe(
      'Bestellung JM-1003: Diese Bestellnummer gibt es nicht. Davor erledigt: JM-1001, JM-1002.',
    );
    expect(orderRefusalText('en', 'JM-1003', 'No.', ['JM-1001'])).toBe(
      'Order JM-1003: No. Done before: JM-1001.',
    );
    expect(orderRefusalText('fr', 'JM-1003', 'Non.', ['JM-1001'])).toBe(
      'Commande JM-1003\u00a0: Non. Déjà traité avant\u00a0: JM-1001.',
    );
  });
});

describe('success texts', () => {
  it('say what each order action did, in each language', () => {
    quiet();
    expect(orderDoneText('de', 'paid', ['JM-1001'])).toBe(
      'Zahlung erhalten für Bestellung JM-1001.',
    );
    expect(orderDoneText('en', 'ship', ['JM-1001', 'JM-1002'])).toBe(
      'Orders JM-1001, JM-1002 shipped.',
    );
    expect(orderDoneText('fr', 'cancel', ['JM-1001'])).toBe('Commande JM-1001 annulée.');
    expect(orderDoneText('de', 'refund', ['JM-1001', 'JM-1002'])).toBe(
      'Bestellungen JM-1001, JM-1002 erstattet.',
    );
    expect(orderDoneText('en', 'refund', ['JM-1001'], 2)).toBe('Line 2 of JM-1001 refunded.');
    for (const action of ['paid', 'ship', 'cancel', 'refund'] as const) {
      const texts = LANGUAGES.map((lang) => orderDoneText(lang, action, ['JM-1001']));
      expect(new Set(texts).size).toBe(3);
    }
  });

  it('name the restocked items with their pieces, and the export', () => {
    quiet();
    const items = (lang: Lang) => [
      {item: itemName(lang, 'Ring Luna', null), available: 1},
      {item: itemName(lang, 'Kette', '1001'), available: 12},
    ];
    expect(restockDoneText('de', items('de'))).toBe(
      'Bestand angepasst: „Ring Luna“ jetzt 1 Stück; „Kette“, Variante 1001 jetzt 12 Stück.',
    );
    expect(restockDoneText('en', items('en'))).toBe(
      'Stock adjusted: “Ring Luna” now 1 piece; “Kette”, variant 1001 now 12 pieces.',
    );
    expect(restockDoneText('fr', items('fr'))).toContain('variante 1001 désormais 12 pièces');
    expect(exportDoneText('de', 'a.csv', 3)).toBe(
      'Der Export a.csv mit 3 Bestellungen liegt im Ordner „Exporte“.',
    );
    expect(exportDoneText('en', 'a.csv', 1)).toBe(
      'The export a.csv with 1 order is in the “Exporte” folder.',
    );
    const period = {from: '2026-01-01', to: '2026-03-31'};
    expect(exportTitle('de', period)).toBe('Bestellungen 2026-01-01 bis 2026-03-31');
    expect(exportTitle('fr', period)).toBe('Commandes du 2026-01-01 au 2026-03-31');
  });
});
