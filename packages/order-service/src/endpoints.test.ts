// Request and rating endpoints (spec §7), and the contact and newsletter forms; the payment
// endpoints are in payments.test.ts.
import fc from 'fast-check';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {FORM_PATHS} from './limits.ts';
import {
  errorCodes,
  errorPaths,
  JEWELLER_DOMAIN,
  loadJeweller,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
const at = (path: string) => `${test.url}${path}`;
const project = {project: JEWELLER_DOMAIN};

beforeEach(async () => {
  test = await startTestService();
});
afterEach(() => test.close());

describe('POST /ecom/request', () => {
  it('stores the fields the request form sends, and drops any other (decision 010e)', async () => {
    const request = {
      ...project,
      product: 101,
      variant: 1003,
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      phone: '069 1234567',
      message: 'Ist der Ring in 54 lieferbar?',
    };
    const answer = await post(at(ORDER_PATHS.request), {...request, callback: 'morgens'});
    expect(answer.body).toEqual({status: 'ok'});
    const [row] = test.rows('requests');
    expect(row).toMatchObject({project: JEWELLER_DOMAIN, product: '101'});
    expect(JSON.parse(String(row?.['payload']))).toEqual(request);
  });

  it('answers 422 for an unknown product or variant, 400 for a bad e-mail', async () => {
    const asker = {...project, email: 'erika@example.com'};
    const unknown = await post(at(ORDER_PATHS.request), {...asker, product: 999});
    expect([unknown.status, errorCodes(unknown)]).toEqual([422, ['unknown_product']]);
    const variant = await post(at(ORDER_PATHS.request), {...asker, product: 101, variant: 1004});
    expect([variant.status, errorCodes(variant)]).toEqual([422, ['unknown_variant']]);
    const email = await post(at(ORDER_PATHS.request), {...project, email: 'nope'});
    expect([email.status, errorPaths(email)]).toEqual([400, ['email']]);
    expect(test.count('requests')).toBe(0);
  });
});

describe('POST /ecom/request: what a request needs', () => {
  it('refuses a body with only the project, or without a way to answer or a subject', async () => {
    const bare = await post(at(ORDER_PATHS.request), project);
    expect([bare.status, errorCodes(bare), errorPaths(bare)]).toEqual([
      422,
      ['contact_required', 'subject_required'],
      ['email', 'message'],
    ]);
    const noContact = await post(at(ORDER_PATHS.request), {...project, product: 101, name: 'Eva'});
    expect([noContact.status, errorCodes(noContact)]).toEqual([422, ['contact_required']]);
    const blank = {...project, email: 'eva@example.com', phone: ' ', message: '  '};
    const noSubject = await post(at(ORDER_PATHS.request), blank);
    expect([noSubject.status, errorCodes(noSubject)]).toEqual([422, ['subject_required']]);
    expect(test.count('requests')).toBe(0);
  });

  it('takes a phone number as the way to answer and a message as the subject', async () => {
    const byPhone = {...project, phone: '069 1234567', message: 'Reparieren Sie Uhren?'};
    expect((await post(at(ORDER_PATHS.request), byPhone)).body).toEqual({status: 'ok'});
    expect(test.count('requests')).toBe(1);
  });

  it('stores a body exactly when it has a way to answer and a subject', async () => {
    // Each part absent, blank (texts) or present; the request form always sends email and product.
    const part = <T>(present: fc.Arbitrary<T>) =>
      fc.option(fc.oneof(present, fc.constantFrom('', ' ')), {nil: undefined});
    const body = fc.record(
      {
        email: fc.option(fc.constantFrom('eva@example.com', 'a@b.de'), {nil: undefined}),
        phone: part(fc.constantFrom('069 1234567', '+49 170 1')),
        message: part(fc.constantFrom('Lieferbar?', 'Größe 54?')),
        product: fc.option(fc.constant(101), {nil: undefined}),
        name: fc.option(fc.constant('Eva'), {nil: undefined}),
      },
      {requiredKeys: []},
    );
    const filled = (text: string | undefined) => text !== undefined && text.trim() !== '';
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const before = test.count('requests');
        const answer = await post(at(ORDER_PATHS.request), {...project, ...fields});
        const complete =
          (fields.email !== undefined || filled(fields.phone)) &&
          (filled(fields.message) || fields.product !== undefined);
        expect(answer.status).toBe(complete ? 200 : 422);
        expect(test.count('requests')).toBe(before + (complete ? 1 : 0));
      }),
      {numRuns: 40},
    );
  });
});

describe('POST /ecom/rating', () => {
  it('stores a rating of 1 to 5', async () => {
    const rating = {...project, product: 118, rating: 4, name: 'Erika', comment: 'Schön'};
    expect((await post(at(ORDER_PATHS.rating), rating)).body).toEqual({status: 'ok'});
    expect(test.rows('ratings')).toMatchObject([{product: '118', rating: 4}]);
  });

  it('answers 400 for a rating outside 1 to 5 and 422 for an unknown product', async () => {
    for (const rating of [0, 6, 4.5]) {
      const answer = await post(at(ORDER_PATHS.rating), {...project, product: 118, rating});
      expect([answer.status, errorPaths(answer)]).toEqual([400, ['rating']]);
    }
    const unknown = await post(at(ORDER_PATHS.rating), {...project, product: 999, rating: 3});
    expect([unknown.status, errorCodes(unknown)]).toEqual([422, ['unknown_product']]);
    expect(test.count('ratings')).toBe(0);
  });

  it('answers 422 when the shop does not allow ratings', async () => {
    await test.close();
    const {catalogue, projects} = await loadJeweller();
    if (!catalogue.settings) throw new Error('no settings');
    test = await startTestService({
      catalogue: {...catalogue, settings: {...catalogue.settings, allow_ratings: false}},
      projects,
    });
    const answer = await post(at(ORDER_PATHS.rating), {...project, product: 118, rating: 5});
    expect([answer.status, errorCodes(answer)]).toEqual([422, ['ratings_disabled']]);
  });
});

describe('POST /forms/contact', () => {
  const message = {
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    message: 'Haben Sie am Samstag geöffnet?',
    privacy_accepted: true,
    lang: 'de',
  };

  it('stores the message the contact form sends', async () => {
    expect((await post(at(FORM_PATHS.contact), message)).body).toEqual({status: 'ok'});
    expect(test.rows('contact_messages')).toMatchObject([
      {name: message.name, email: message.email, message: message.message, lang: 'de'},
    ]);
  });

  it('answers 400 without the privacy agreement or with blank fields', async () => {
    const noPrivacy = await post(at(FORM_PATHS.contact), {...message, privacy_accepted: false});
    expect([noPrivacy.status, errorPaths(noPrivacy)]).toEqual([400, ['privacy_accepted']]);
    const blank = await post(at(FORM_PATHS.contact), {...message, name: '  ', message: ''});
    expect([blank.status, errorPaths(blank)]).toEqual([400, ['name', 'message']]);
    expect(test.count('contact_messages')).toBe(0);
  });
});

describe('POST /newsletter/subscribe', () => {
  it('subscribes once, and answers a known address as a new one (decision 010e)', async () => {
    const first = await post(at(FORM_PATHS.newsletter), {email: 'erika@example.com', lang: 'en'});
    const again = await post(at(FORM_PATHS.newsletter), {email: 'Erika@Example.com', lang: 'de'});
    const other = await post(at(FORM_PATHS.newsletter), {email: 'max@example.com', lang: 'de'});
    // Nothing in the answer tells a known address from a new one: no enumeration.
    for (const answer of [first, again, other]) {
      expect([answer.status, answer.body]).toEqual([200, {status: 'ok'}]);
      expect([...answer.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
    }
    expect(test.rows('newsletter_subscriptions')).toMatchObject([
      {email: 'erika@example.com', lang: 'en'},
      {email: 'max@example.com', lang: 'de'},
    ]);
  });

  it('answers 400 for a missing or malformed address', async () => {
    for (const email of [undefined, '', 'erika']) {
      const answer = await post(at(FORM_PATHS.newsletter), {email, lang: 'de'});
      expect([answer.status, errorPaths(answer)]).toEqual([400, ['email']]);
    }
  });
});
