// Tells the owner in Directus when a publish failed (the site stays as it was) and, after
// failures, when one succeeded again: a Directus notification (`POST /notifications`) to each
// active user of the owner's role, which Directus shows in the app's bell and e-mails to users
// who have e-mail notifications on. With no such user, the users of an admin role get it. The
// texts come from core's catalogues (`publish…` keys) in the user's language, German by default.
import type {Lang} from '@schaufenster/core';

/**
 * The owner's role ("Inhaber"): a copy of `OWNER_ROLE_ID` of the back office's seed
 * (cms/src/back-office-ids.ts), which packages do not import; `PUBLISH_NOTIFY_ROLE` overrides it.
 */
export const DEFAULT_NOTIFY_ROLE = 'a85d735d-ec09-494f-9b25-8bafe78a1843';

/** The shop's time zone, in which the owner reads the time of a publish. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** A Directus call that takes longer counts as failed. */
const DIRECTUS_TIMEOUT_MS = 15_000;

/** Where the notices go. */
export interface NotifyTarget {
  /** `DIRECTUS_URL`. */
  url: string;
  /** `DIRECTUS_TOKEN`: may read users and create notifications. */
  token: string;
  /** The role whose users are told; default {@link DEFAULT_NOTIFY_ROLE}. */
  role: string;
}

/** What to tell. */
export type Notice = {kind: 'failed'; at: Date; reason: string} | {kind: 'recovered'; at: Date};

/** Whom a notice reached. */
export interface NotifyResult {
  recipients: number;
}

interface DirectusUser {
  id: string;
  language?: string | null;
}

/** Sends `notice` to the owner's users; throws when Directus refuses or nobody can be told. */
export async function notifyOwner(target: NotifyTarget, notice: Notice): Promise<NotifyResult> {
  const {t, isLang, DEFAULT_LANG} = await import('@schaufenster/core');
  const users = await recipients(target);
  if (users.length === 0) {
    throw new Error(`no active user of role ${target.role} or an admin role to notify`);
  }
  const payload = users.map((user) => {
    const primary = user.language?.split('-')[0]?.toLowerCase();
    const lang: Lang = primary !== undefined && isLang(primary) ? primary : DEFAULT_LANG;
    const time = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }).format(notice.at);
    return notice.kind === 'failed'
      ? {
          recipient: user.id,
          subject: t(lang, 'publishFailedSubject'),
          message: t(lang, 'publishFailedMessage', {time, reason: notice.reason}),
        }
      : {
          recipient: user.id,
          subject: t(lang, 'publishRecoveredSubject'),
          message: t(lang, 'publishRecoveredMessage', {time}),
        };
  });
  await directus(target, 'POST', 'notifications', payload);
  return {recipients: users.length};
}

// The owner role's active users; none: the active users of a role with admin access.
async function recipients(target: NotifyTarget): Promise<DirectusUser[]> {
  const owners = await users(target, {role: {_eq: target.role}});
  if (owners.length > 0) return owners;
  return users(target, {role: {policies: {policy: {admin_access: {_eq: true}}}}});
}

async function users(target: NotifyTarget, role: Record<string, unknown>): Promise<DirectusUser[]> {
  const query = new URLSearchParams({
    filter: JSON.stringify({_and: [role, {status: {_eq: 'active'}}]}),
    fields: 'id,language',
    limit: '-1',
  });
  const body = (await directus(target, 'GET', `users?${query}`)) as {data?: DirectusUser[]};
  return Array.isArray(body.data) ? body.data.filter((user) => typeof user.id === 'string') : [];
}

async function directus(
  target: NotifyTarget,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<unknown> {
  const base = target.url.endsWith('/') ? target.url : `${target.url}/`;
  const answer = await fetch(new URL(route, base), {
    method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(body === undefined ? {} : {'content-type': 'application/json'}),
    },
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
    signal: AbortSignal.timeout(DIRECTUS_TIMEOUT_MS),
  });
  const text = await answer.text();
  if (!answer.ok) {
    throw new Error(
      `Directus ${method} /${route.split('?')[0]}: HTTP ${answer.status} ${text.slice(0, 300)}`,
    );
  }
  return text === '' ? {} : (JSON.parse(text) as unknown);
}
