// The PayPal stand-in's access tokens (POST /v1/oauth2/token): any non-empty client id gets a
// token with `grant_type=client_credentials`, valid about nine hours as PayPal's are, and API
// calls are accepted only with a live one.
// Reference: https://developer.paypal.com/api/rest/authentication/.
import {paypalTime, randomId, type Answer} from './answers.ts';

/** What the stand-in keeps of an access token. */
interface Token {
  clientId: string;
  expiresAt: number;
}

/** Lifetime of an access token, in seconds (PayPal's is about nine hours). */
const TOKEN_SECONDS = 32_400;

/** The tokens handed out, in memory. */
export class PaypalTokens {
  /** Client ids that asked for a token (the stand-in accepts any). */
  readonly clients: string[] = [];
  private readonly tokens = new Map<string, Token>();
  // A plain field, not a parameter property: Node runs this file by stripping types only.
  private readonly now: () => Date;

  constructor(now: () => Date) {
    this.now = now;
  }

  /** POST /v1/oauth2/token: any non-empty client id with `grant_type=client_credentials`. */
  token(clientId: string, grantType: string | null): Answer {
    if (grantType !== 'client_credentials') {
      return {
        status: 400,
        body: {error: 'unsupported_grant_type', error_description: 'Grant Type is NULL'},
      };
    }
    if (clientId === '') {
      return {
        status: 401,
        body: {error: 'invalid_client', error_description: 'Client Authentication failed'},
      };
    }
    this.clients.push(clientId);
    const token = `A21AA${randomId(40)}`;
    this.tokens.set(token, {clientId, expiresAt: this.now().getTime() + TOKEN_SECONDS * 1000});
    return {
      status: 200,
      body: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: token,
        token_type: 'Bearer',
        app_id: `APP-${randomId(17)}`,
        expires_in: TOKEN_SECONDS,
        nonce: `${paypalTime(this.now())}${randomId(20)}`,
      },
    };
  }

  /** Whether `authorization` carries a live token of this stand-in. */
  authorized(authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const known = token === undefined ? undefined : this.tokens.get(token);
    return known !== undefined && known.expiresAt > this.now().getTime();
  }

  /** Every token expires now. */
  expireAll(): void {
    this.tokens.clear();
  }
}
