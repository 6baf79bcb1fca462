// The owner's Flows, created through the API: manual Flows that call the order service's
// `POST /owner/flows/<action>` (the service is the only writer of order states and stock) and one
// event Flow that puts new orders and messages into the owner's notifications.
//
// Directus 12 without a licence runs at most 5 active Flows, so the four order actions share one
// Flow with an "Aktion" prompt; there are 4 Flows here and the publish Flow (publish-flow.ts).
// Manual Flows run synchronously with "error on reject": a refusal of the service becomes the answer of the trigger, which the app
// shows as an error dialog with the service's message (code FORBIDDEN, the service's status).
import type {Rest} from './rest.ts';

/** One operation and what follows it. */
interface OperationSpec {
  key: string;
  name: string;
  type: string;
  options: Record<string, unknown>;
  resolve?: OperationSpec;
  reject?: OperationSpec;
}

/** A prompt of a manual Flow's confirmation dialog. */
function prompt(
  field: string,
  name: string,
  type: string,
  meta: Record<string, unknown> = {},
): Record<string, unknown> {
  return {field, name, type, meta: {interface: 'input', width: 'full', ...meta}};
}

/** The order actions of the service and their German names. */
const ORDER_ACTIONS = [
  {value: 'paid', text: 'Zahlung erhalten'},
  {value: 'ship', text: 'Versenden'},
  {value: 'cancel', text: 'Stornieren'},
  {value: 'refund', text: 'Teilerstattung'},
];

const failure = (key: string, code: string, status: string, message: string): OperationSpec => ({
  key,
  name: 'Fehler melden',
  type: 'throw-error',
  options: {code, status, message},
});

/**
 * POST to the service with the owner token and the trigger's body, asking for German texts. A
 * refusal (an answer with a message) is rethrown with the service's status and message; no answer
 * at all becomes a 503.
 */
function callService(action: string): OperationSpec {
  return {
    key: 'service',
    name: 'Bestelldienst aufrufen',
    type: 'request',
    options: {
      method: 'POST',
      url: `{{$env.ORDER_SERVICE_URL}}/owner/flows/${action}`,
      headers: [
        {header: 'Authorization', value: 'Bearer {{$env.ORDER_OWNER_TOKEN}}'},
        // The service answers in this language; the owner's app is German.
        {header: 'Accept-Language', value: 'de'},
      ],
      body: '{{$trigger.body}}',
    },
    reject: {
      key: 'answered',
      name: 'Hat der Dienst geantwortet?',
      type: 'condition',
      options: {filter: {service: {data: {message: {_nnull: true}}}}},
      resolve: failure('refusal', 'FORBIDDEN', '{{service.status}}', '{{service.data.message}}'),
      reject: failure(
        'unreachable',
        'SERVICE_UNAVAILABLE',
        '503',
        'Der Bestelldienst hat nicht geantwortet. Läuft er, und sind ORDER_SERVICE_URL und ' +
          'ORDER_OWNER_TOKEN gesetzt?',
      ),
    },
  };
}

/** The options every manual Flow shares: synchronous, the service's refusal as the answer. */
const manual = (collections: string[], extra: Record<string, unknown>) => ({
  collections,
  async: false,
  error_on_reject: true,
  requireConfirmation: true,
  ...extra,
});

/** One Flow: its trigger and its first operation with what follows. */
interface FlowSpec {
  name: string;
  icon: string;
  description: string;
  trigger: 'manual' | 'event';
  options: Record<string, unknown>;
  operation: OperationSpec;
}

function manualFlows(): FlowSpec[] {
  return [
    {
      name: 'Bestellung bearbeiten',
      icon: 'local_shipping',
      description: 'Zahlung erhalten, Versenden, Stornieren oder Teilerstattung',
      trigger: 'manual',
      options: manual(['shop_order'], {
        location: 'both',
        requireSelection: true,
        confirmationDescription: 'Was soll mit der Bestellung geschehen?',
        fields: [
          prompt('action', 'Aktion', 'string', {
            interface: 'select-dropdown',
            required: true,
            options: {choices: ORDER_ACTIONS},
          }),
          prompt('tracking', 'Sendungsnummer', 'string', {note: 'Nur beim Versenden'}),
          prompt('line', 'Position', 'integer', {
            note: 'Nur bei Teilerstattung: Nummer der Position (1, 2, …); leer erstattet alles',
          }),
        ],
      }),
      operation: {
        key: 'known',
        name: 'Aktion gewählt?',
        type: 'condition',
        options: {
          filter: {
            $trigger: {body: {action: {_in: ORDER_ACTIONS.map((entry) => entry.value)}}},
          },
        },
        resolve: callService('{{$trigger.body.action}}'),
        reject: failure('no_action', 'INVALID_PAYLOAD', '400', 'Bitte wählen Sie eine Aktion.'),
      },
    },
    {
      name: 'Export für Steuerberater',
      icon: 'download',
      description: 'CSV der Bestellungen eines Zeitraums, je MwSt.-Satz; liegt danach in „Exporte“',
      trigger: 'manual',
      options: manual(['shop_order'], {
        location: 'collection',
        requireSelection: false,
        confirmationDescription: 'Bestellungen von … bis … exportieren',
        fields: [
          prompt('from', 'Von', 'date', {interface: 'datetime', required: true}),
          prompt('to', 'Bis', 'date', {interface: 'datetime', required: true}),
        ],
      }),
      operation: callService('export'),
    },
    {
      name: 'Bestand anpassen',
      icon: 'inventory',
      description: 'Zugang oder Abgang buchen; der Bestelldienst schreibt den neuen Bestand',
      trigger: 'manual',
      options: manual(['ecommerce_product', 'ecommerce_product_variant'], {
        location: 'both',
        requireSelection: true,
        confirmationDescription: 'Bestand anpassen',
        fields: [
          prompt('adjust', 'Menge', 'integer', {
            required: true,
            note: 'Zugang positiv, Abgang negativ, z. B. 3 oder -1',
          }),
          prompt('reason', 'Grund', 'string', {required: true, note: 'z. B. Lieferung erhalten'}),
        ],
      }),
      operation: callService('restock'),
    },
  ];
}

function notice(key: string, recipients: string[], subject: string, message: string) {
  return {
    key,
    name: 'Benachrichtigen',
    type: 'notification',
    options: {
      recipient: recipients,
      subject,
      message,
      permissions: '$full',
      collection: '{{$trigger.collection}}',
      item: '{{$trigger.key}}',
    },
  };
}

function notificationFlow(recipients: string[]): FlowSpec {
  return {
    name: 'Benachrichtigung bei Bestellung oder Nachricht',
    icon: 'notifications',
    description: 'Neue Bestellungen und Nachrichten erscheinen in den Benachrichtigungen',
    trigger: 'event',
    options: {type: 'action', scope: ['items.create'], collections: ['shop_order', 'inbox']},
    operation: {
      key: 'is_order',
      name: 'Bestellung?',
      type: 'condition',
      options: {filter: {$trigger: {collection: {_eq: 'shop_order'}}}},
      resolve: notice(
        'order',
        recipients,
        'Neue Bestellung {{$trigger.key}}',
        'Die Bestellung {{$trigger.key}} ist eingegangen.',
      ),
      reject: {
        key: 'is_subscriber',
        name: 'Newsletter-Anmeldung?',
        type: 'condition',
        options: {filter: {$trigger: {payload: {kind: {_eq: 'newsletter'}}}}},
        resolve: notice(
          'subscriber',
          recipients,
          'Neue Newsletter-Anmeldung: {{$trigger.payload.email}}',
          'Im Posteingang.',
        ),
        reject: notice(
          'message',
          recipients,
          'Neue Nachricht von {{$trigger.payload.email}}',
          'Im Posteingang.',
        ),
      },
    },
  };
}

/** Creates an operation after the ones it leads to; its id. Rows grow downwards, one per leaf. */
async function createOperation(
  rest: Rest,
  flow: string,
  spec: OperationSpec,
  place: {column: number; row: {next: number}},
): Promise<string> {
  const row = place.row.next;
  const after = {column: place.column + 1, row: place.row};
  const resolve = spec.resolve ? await createOperation(rest, flow, spec.resolve, after) : null;
  if (spec.reject && spec.resolve) place.row.next += 1;
  const reject = spec.reject ? await createOperation(rest, flow, spec.reject, after) : null;
  const created = await rest.request<{id: string}>('POST', '/operations', {
    flow,
    key: spec.key,
    name: spec.name,
    type: spec.type,
    options: spec.options,
    position_x: 19 + place.column * 20,
    position_y: 1 + row * 18,
    resolve,
    reject,
  });
  return created.id;
}

/** Creates the Flow `spec` with its operations, active. */
export async function createFlow(rest: Rest, spec: FlowSpec): Promise<void> {
  const flow = await rest.request<{id: string}>('POST', '/flows', {
    name: spec.name,
    icon: spec.icon,
    description: spec.description,
    status: 'active',
    trigger: spec.trigger,
    // Manual runs keep their steps (the service's answer) in the Flow's logs.
    accountability: spec.trigger === 'manual' ? 'all' : 'activity',
    options: spec.options,
  });
  const first = await createOperation(rest, flow.id, spec.operation, {
    column: 0,
    row: {next: 0},
  });
  await rest.request('PATCH', `/flows/${flow.id}`, {operation: first});
}

/** Creates the back office's Flows; `recipients` are the owner users notified of new records. */
export async function seedFlows(rest: Rest, recipients: string[]): Promise<void> {
  for (const spec of [...manualFlows(), notificationFlow(recipients)]) {
    await createFlow(rest, spec);
  }
}
