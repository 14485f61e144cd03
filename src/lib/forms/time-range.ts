import type { MessageDescriptor } from 'react-intl';
import { findEndTimeProblem } from '../../../contract/time-rules';

export interface TimeRangeValues {
  startedAt?: string;
  endedAt?: string;
}

export const isTime = (value?: string): value is string => Boolean(value && !Number.isNaN(Date.parse(value)));

/** A stand-in time while a field is empty (the empty field is reported as required, not as this). */
export const timeOrEpoch = (value?: string): string => (isTime(value) ? value : new Date(0).toISOString());

/** The payload keeps an empty time empty, so the contract reports it on its field. */
export function keepEmptyTimes<T extends { startedAt: string; endedAt: string }>(
  input: T,
  values: TimeRangeValues,
): T {
  return {
    ...input,
    startedAt: isTime(values.startedAt) ? input.startedAt : '',
    endedAt: isTime(values.endedAt) ? input.endedAt : '',
  };
}

/** The start/end rules every timed form shares: end after start, not in the future, start not too old. */
export function timeRangeProblems(
  values: TimeRangeValues,
  messages: {
    endBeforeStart: MessageDescriptor;
    endInFuture: MessageDescriptor;
    startTooOld?: MessageDescriptor;
  },
  isTooOld?: (startedAt: Date) => boolean,
): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  if (isTime(values.startedAt) && isTooOld && messages.startTooOld && isTooOld(new Date(values.startedAt))) {
    problems.startedAt = messages.startTooOld;
  }
  if (isTime(values.startedAt) && isTime(values.endedAt)) {
    const problem = findEndTimeProblem(new Date(values.startedAt), new Date(values.endedAt));
    if (problem)
      problems.endedAt = problem === 'endBeforeStart' ? messages.endBeforeStart : messages.endInFuture;
  }
  return problems;
}
