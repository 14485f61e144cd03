/**
 * Delivery of a message outside the app (the messaging host's push, SMS): the outbox worker hands each pending
 * message to ONE channel. A real channel implements `deliver` (throwing when the message was not accepted, so the
 * outbox retries it later); no caller of `notify` changes. The default channel only writes a log line.
 */
import type { MessageKind } from '../../../contract/messages/rules';
import type { MessageLink } from '../../db/schema/messages';

export interface OutboxDelivery {
  /** The outbox row: the same delivery retried keeps its id, so a channel can deduplicate. */
  outboxId: number;
  messageId: string;
  userId: string;
  phone: string;
  kind: MessageKind;
  texts: { zh: { title: string; body: string }; en: { title: string; body: string } };
  link: MessageLink | null;
  attempt: number;
}

export interface MessageChannel {
  readonly name: string;
  deliver(delivery: OutboxDelivery): Promise<void>;
}

/** The slice of the server's logger (pino) the logging channel writes to. */
export interface ChannelLogger {
  info(fields: Record<string, unknown>, message: string): void;
}

export function loggingChannel(logger: ChannelLogger): MessageChannel {
  return {
    name: 'log',
    deliver: async (d) => {
      logger.info(
        {
          outboxId: d.outboxId,
          messageId: d.messageId,
          userId: d.userId,
          kind: d.kind,
          attempt: d.attempt,
          title: d.texts.zh.title,
        },
        'message delivered (logging channel)',
      );
    },
  };
}
