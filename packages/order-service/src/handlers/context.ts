// What every endpoint handler gets: the parsed request and the service's catalogue and storage.
import {createHash} from 'node:crypto';
import type {IncomingHttpHeaders} from 'node:http';
import type {StaticCatalogue} from '@schaufenster/core';
import {refuse, type ServiceReply} from '../http/reply.ts';
import type {Newsletter} from '../newsletter/subscriptions.ts';
import type {OrderLifecycle} from '../orders/lifecycle.ts';
import type {KlarnaPayments} from '../providers/klarna/payments.ts';
import type {PaypalPayments} from '../providers/paypal/outcomes.ts';
import type {OrderStore} from '../store/database.ts';

/** A request that passed the HTTP checks: its JSON object body and headers. */
export interface ServiceRequest {
  /** The JSON body (an object). */
  body: Record<string, unknown>;
  /** Request headers, lower-cased names. */
  headers: IncomingHttpHeaders;
  /** The query string's parameters (the one-click unsubscribe's `?token=`). */
  query?: URLSearchParams;
}

/**
 * The service's state as one request sees it. The service builds it per request from the
 * catalogue current when the handler starts (`catalogueHolder.ts`), so a reload during the
 * request does not change the catalogue under it.
 */
export interface ServiceContext {
  /** Settings and published products the prices come from. */
  catalogue: StaticCatalogue;
  /** Where accepted posts are stored. */
  store: OrderStore;
  /** Values of `project` the /ecom/* endpoints accept (they come with the catalogue). */
  projects: ReadonlySet<string>;
  /** Largest order total accepted, in cents (decision 010e). */
  maxOrderTotalCents: number;
  /** Stock ledger, order states and expiry (decision 067). */
  orders: OrderLifecycle;
  /** The newsletter's double opt-in (decision 069). */
  newsletter: Newsletter;
  /** PayPal, confirmed server side (decision 072); null when not configured (503). */
  paypal?: PaypalPayments | null;
  /** Klarna, confirmed server side (decision 072); without it Klarna orders are 503. */
  klarna?: KlarnaPayments;
  /**
   * Whether ratings are moderated in the shop's Directus (the sync is on): then Directus is their
   * one record, the site shows them from its content, and the service neither publishes nor
   * serves them itself.
   */
  ratingsInCms?: boolean;
}

/**
 * One endpoint. Database writes stay synchronous (each in one transaction), so no two requests
 * interleave within a write; a handler that asks a payment provider awaits it between writes.
 */
export type Handler = (
  request: ServiceRequest,
  context: ServiceContext,
) => ServiceReply | Promise<ServiceReply>;

/** A 422 answer when `project` is not one this service serves, else null. */
export function checkProject(context: ServiceContext, project: string): ServiceReply | null {
  if (context.projects.has(project)) return null;
  return refuse(
    422,
    'unknown_project',
    `This service does not serve project ${project}`,
    'project',
  );
}

/** SHA-256 (hex) of `value` as JSON: equal bodies give equal fingerprints. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
