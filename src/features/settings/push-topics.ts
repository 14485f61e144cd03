import type { MessageTopic } from '../../../contract/messages/rules';

/** The muted topics once `topic` is pushed again or muted, in the order of the role's topics. */
export function mutedAfter(
  topics: readonly MessageTopic[],
  muted: readonly MessageTopic[],
  topic: MessageTopic,
  pushed: boolean,
): MessageTopic[] {
  return topics.filter((t) => (t === topic ? !pushed : muted.includes(t)));
}
