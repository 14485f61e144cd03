import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, MESSAGE_TOPICS, ROLE_TOPICS, topicOf } from './rules';
import { roleSchema } from '../session/schemas';

describe('message topics', () => {
  it('puts every kind of message under a known topic', () => {
    for (const kind of MESSAGE_KINDS) expect(MESSAGE_TOPICS, kind).toContain(topicOf(kind));
  });

  it('files kinds by their subject', () => {
    expect(topicOf('systemNotice')).toBe('system');
    expect(topicOf('noticeReceived')).toBe('inspections');
    expect(topicOf('registrationMade')).toBe('inspections');
    expect(topicOf('evaluationReminder')).toBe('inspections');
    expect(topicOf('planReturned')).toBe('plans');
    expect(topicOf('complaintOverdue')).toBe('complaints');
    expect(topicOf('appointmentAction')).toBe('appointments');
    expect(topicOf('shopRequestUpdated')).toBe('shop');
  });

  it('gives every role its own topics, each known and listed once', () => {
    for (const role of roleSchema.options) {
      const topics = ROLE_TOPICS[role];
      expect(topics.length, role).toBeGreaterThan(0);
      expect(new Set(topics).size, role).toBe(topics.length);
      for (const topic of topics) expect(MESSAGE_TOPICS).toContain(topic);
    }
    expect(ROLE_TOPICS.provider).toEqual(['shop']);
    expect(ROLE_TOPICS.officer).not.toContain('shop');
    expect(ROLE_TOPICS.enterprise).not.toContain('plans');
  });
});
