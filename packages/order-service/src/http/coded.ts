// Error answers of the endpoints added for the withdrawal function and the live stock read: the
// service's usual `{status: 'error', errors: […]}` plus the first error's `code` and `message` at
// the top, which is the shape the site's withdrawal form and stock read look at first.
import {refuse, type ServiceReply} from './reply.ts';

/** `reply` with its first error's `code` and `message` copied to the top of the body. */
export function coded(reply: ServiceReply): ServiceReply {
  const errors = reply.body['errors'];
  const first = Array.isArray(errors)
    ? (errors[0] as {code?: unknown; message?: unknown} | undefined)
    : undefined;
  if (first === undefined) return reply;
  return {...reply, body: {...reply.body, code: first.code, message: first.message}};
}

/** A one-error answer with its code at the top (`refuse` plus `coded`). */
export function codedRefusal(
  status: number,
  code: string,
  message: string,
  path?: string,
): ServiceReply {
  return coded(refuse(status, code, message, path));
}
