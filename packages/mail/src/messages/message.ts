// The shape of one message: its subject, its body component, and whether it goes to the owner.
import type {ReactElement} from 'react';
import type {MailKit} from '../kit.ts';
import type {MailKind, MailLang, MailRequestOf} from '../types.ts';

/** Props of a message body. */
export interface MessageProps<K extends MailKind> {
  /** The kit in the message's language (German for the owner). */
  kit: MailKit;
  data: MailRequestOf<K>['data'];
  /** The visitor's language, which the owner's messages name so the reply can use it. */
  visitorLang: MailLang;
}

/** One kind of message. */
export interface MailMessage<K extends MailKind> {
  /** Goes to the owner, in German, rather than to the visitor in their language. */
  owner: boolean;
  /** The subject before it is made one header line. */
  subject(kit: MailKit, data: MailRequestOf<K>['data']): string;
  Body(props: MessageProps<K>): ReactElement;
}
