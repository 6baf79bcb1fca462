// The messages each form post causes (decision 066): every one goes to the shop owner (in German,
// naming the visitor's language: the row's `lang`), with Reply-To the visitor when the visitor
// gave an address. Requests and ratings carry no language: German.
import {mailLang, OWNER, type OutboxMessage} from './enqueue.ts';

/** A contact message: the owner hears of it, Reply-To the visitor. */
export function contactMessages(contact: {
  name: string;
  email: string;
  message: string;
  lang: string;
}): OutboxMessage[] {
  const data = {name: contact.name, email: contact.email, message: contact.message};
  const lang = mailLang(contact.lang);
  return [{kind: 'owner-contact', data, lang, to: OWNER, replyTo: contact.email}];
}

/** A product request as stored (the fields of the item page's form). */
interface RequestFields {
  product?: string | number | undefined;
  name?: string | undefined;
  email?: string | undefined;
  message?: string | undefined;
}

const product = (id: string | number, name: string | undefined) => ({
  id: String(id),
  ...(name === undefined ? {} : {name}),
});

/** A product request: the owner hears of it, Reply-To the visitor. */
export function requestMessages(
  payload: RequestFields & Record<string, unknown>,
  productName: string | undefined,
): OutboxMessage[] {
  const data = {
    ...(payload.name === undefined ? {} : {name: payload.name}),
    email: payload.email ?? '',
    ...(payload.message === undefined ? {} : {message: payload.message}),
    ...(payload.product === undefined ? {} : {product: product(payload.product, productName)}),
    payload,
  };
  return [
    {
      kind: 'owner-request',
      data,
      lang: 'de',
      to: OWNER,
      ...(payload.email === undefined ? {} : {replyTo: payload.email}),
    },
  ];
}

/** A rating: the owner hears of it. */
export function ratingMessages(
  payload: {
    product: string | number;
    rating: number;
    name?: string | undefined;
    comment?: string | undefined;
  },
  productName: string | undefined,
): OutboxMessage[] {
  const data = {
    product: product(payload.product, productName),
    rating: payload.rating,
    ...(payload.name === undefined ? {} : {name: payload.name}),
    ...(payload.comment === undefined ? {} : {text: payload.comment}),
  };
  return [{kind: 'owner-rating', data, lang: 'de', to: OWNER}];
}
