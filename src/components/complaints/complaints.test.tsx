import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actionLabels,
  categoryLabels,
  kindLabels,
  rejectReasonLabels,
  stateLabels,
  stepLabels,
} from './complaint-labels';
import { ComplaintBody, ComplaintSummaryCard } from './complaint-summary';
import { ComplaintTimeline } from './complaint-timeline';
import { DeadlineBadge } from './deadline-badge';
import enMessages from './messages-en';
import { submittedComplaint, summaryOf } from './test-fixtures';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_KINDS,
  COMPLAINT_STATES,
  COMPLAINT_STEPS,
  REJECT_REASONS,
} from '../../../contract/complaints/rules';
import type { ComplaintDeadline, ComplaintEvent } from '../../../contract/complaints/schemas';
import { paths } from '../../lib/paths';

function show(node: ReactNode, locale: 'zh' | 'en' = 'zh') {
  return render(
    <IntlProvider
      locale={locale}
      defaultLocale="zh"
      messages={locale === 'en' ? enMessages : undefined}
      timeZone="Asia/Shanghai"
      onError={() => undefined}
    >
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

describe('complaint labels', () => {
  const complete = (labels: Record<string, { id?: string | number }>, values: readonly string[]) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values)
      expect([value, enMessages[labels[value]!.id as keyof typeof enMessages]]).toEqual([
        value,
        expect.any(String),
      ]);
  };

  it('names every state, category, kind, step, reject reason and timeline event, in both languages', () => {
    complete(stateLabels, COMPLAINT_STATES);
    complete(categoryLabels, COMPLAINT_CATEGORIES);
    complete(kindLabels, COMPLAINT_KINDS);
    complete(stepLabels, COMPLAINT_STEPS);
    complete(rejectReasonLabels, REJECT_REASONS);
    complete(actionLabels, [...COMPLAINT_ACTIONS, 'submit', 'overdue']);
  });

  it('keeps the closed states apart', () => {
    const words = ['resolved', 'notAccepted', 'duplicate', 'withdrawn'].map(
      (state) => stateLabels[state as keyof typeof stateLabels].defaultMessage,
    );
    expect(new Set(words).size).toBe(4);
  });
});

describe('deadline badge', () => {
  const NOW = new Date('2026-03-12T04:00:00.000Z');
  const HOUR = 3_600_000;
  const due = (ms: number, step: ComplaintDeadline['step'] = 'accept'): ComplaintDeadline => ({
    step,
    dueAt: new Date(NOW.getTime() + ms).toISOString(),
    // the badge counts on the device's clock, whatever the server's tone said
    tone: 'ok',
  });
  const badge = (deadline: ComplaintDeadline, locale: 'zh' | 'en' = 'zh') => {
    const view = show(<DeadlineBadge deadline={deadline} />, locale);
    return view.container.querySelector('[data-tone]') as HTMLElement;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('is green with days left, naming the step', () => {
    const shown = badge(due(2 * 24 * HOUR + 3 * HOUR));
    expect(shown.dataset.tone).toBe('ok');
    expect(shown.textContent).toBe('受理期限：还剩 2 天 3 小时');
  });

  it('turns amber in the last day, and says so', () => {
    expect(badge(due(24 * HOUR + 60_000)).dataset.tone).toBe('ok');
    const lastDay = badge(due(24 * HOUR, 'reply'));
    expect(lastDay.dataset.tone).toBe('dueSoon');
    expect(lastDay.textContent).toBe('答复期限：即将到期，还剩 1 天');
    expect(badge(due(3 * HOUR + 59_000, 'sign')).textContent).toBe('签收期限：即将到期，还剩 3 小时');
    expect(badge(due(0)).dataset.tone).toBe('dueSoon');
  });

  it('turns red once missed, with how long ago', () => {
    const late = badge(due(-5 * HOUR - 60_000));
    expect(late.dataset.tone).toBe('overdue');
    expect(late.textContent).toBe('受理期限：已超期 5 小时');
    expect(badge(due(-1)).dataset.tone).toBe('overdue');
    expect(badge(due(-5 * HOUR, 'review'), 'en').textContent).toBe('Review due: overdue by 5 h');
    expect(badge(due(-30 * HOUR), 'en').textContent).toBe('Acceptance due: overdue by 1 day 6 h');
  });

  it('counts down while the screen stays open', () => {
    const shown = badge(due(HOUR + 30 * 60_000));
    expect(shown.textContent).toBe('受理期限：即将到期，还剩 1 小时');
    act(() => void vi.advanceTimersByTime(60 * 60_000));
    expect(shown.textContent).toBe('受理期限：即将到期，还剩 30 分钟');
    act(() => void vi.advanceTimersByTime(31 * 60_000));
    expect(shown.dataset.tone).toBe('overdue');
    expect(shown.textContent).toBe('受理期限：已超期 1 分钟');
  });
});

describe('complaint timeline', () => {
  const events: ComplaintEvent[] = [
    {
      action: 'accept',
      actor: 'supervisor',
      actorName: '市司法局执法监督处',
      at: '2026-03-12T06:00:00.000Z',
      state: 'assigned',
      note: '请市场监管局核实',
      photos: [],
    },
    { ...submittedComplaint.timeline[0]!, photos: submittedComplaint.photos },
    {
      action: 'overdue',
      actor: 'system',
      actorName: '',
      at: '2026-03-14T16:00:00.000Z',
      state: 'assigned',
      note: null,
      photos: [],
    },
  ];

  it('lists the events oldest first with actor, what happened, time, state, note and photos', () => {
    const view = show(<ComplaintTimeline events={events} />);
    const list = view.container.querySelector('ol') as HTMLElement;
    const items = [...list.children] as HTMLElement[];
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '投诉人 · 提交',
      '市司法局执法监督处 · 受理并分派',
      '系统 · 超期最新',
    ]);
    expect(items[0]!.textContent).toContain('此后状态：待受理');
    expect(within(items[0]!).getByRole('img', { name: '照片 1' })).toBeTruthy();
    expect(items[1]!.textContent).toContain('请市场监管局核实');
    // no state line when the state did not change
    expect(items[2]!.textContent).not.toContain('此后状态');
    expect(screen.getByRole('heading', { name: '办理过程' })).toBeTruthy();
  });
});

describe('complaint summary and body', () => {
  it('makes the card one link with number, kind, category, state, excerpt and deadline', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-12T04:00:00.000Z'));
    show(<ComplaintSummaryCard complaint={summaryOf(submittedComplaint)} href="/x?id=cmp-1" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/x?id=cmp-1');
    for (const text of ['投诉 TS20260312001', '待受理', '检查未扫码 · 市场监督管理局', '受理期限：还剩'])
      expect(link.textContent).toContain(text);
    vi.useRealTimers();
  });

  it('shows a closed complaint by its own closed state', () => {
    const closed = { ...summaryOf(submittedComplaint), state: 'notAccepted' as const, deadline: null };
    show(<ComplaintSummaryCard complaint={closed} href="/x" />, 'en');
    expect(screen.getByRole('link').textContent).toMatch(/Not accepted \(.*2026/);
  });

  it('says when nobody is left in the department to sign it, in both languages', () => {
    const stuck = { ...summaryOf(submittedComplaint), state: 'assigned' as const, stuck: true };
    show(<ComplaintSummaryCard complaint={stuck} href="/x" />);
    expect(screen.getByRole('link').textContent).toContain('本部门已无人可签收，需改派');
    cleanup();
    show(<ComplaintSummaryCard complaint={stuck} href="/x" />, 'en');
    expect(screen.getByRole('link').textContent).toContain('Nobody left in the department to sign it');
  });

  it('shows the inspection it is about, the photos and the complainant when the server names them', () => {
    show(<ComplaintBody complaint={submittedComplaint} />);
    expect(screen.getByRole('link', { name: /检查登记 JC-2026-000123/ }).getAttribute('href')).toBe(
      paths.registrationDetail.href({ id: 'reg-demo-01' }),
    );
    expect(screen.getByRole('img', { name: '照片 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '投诉人' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '13800000001' }).getAttribute('href')).toBe('tel:13800000001');
  });

  it('leaves out the complainant when hidden, and says whether a notice verified', () => {
    show(
      <ComplaintBody
        complaint={{
          ...submittedComplaint,
          complainant: null,
          subject: {
            type: 'notice',
            registration: null,
            noScan: null,
            notice: { id: 'notice-1', title: '2026 年食品安全检查', verified: false },
            warning: null,
          },
          extension: { state: 'approved', workingDays: 5, reason: '需调取监控' },
        }}
      />,
      'en',
    );
    expect(screen.queryByRole('heading', { name: 'Complainant' })).toBeNull();
    expect(screen.getByRole('link', { name: /Inspection notice/ }).getAttribute('href')).toBe(
      paths.enforceNoticeDetail.href({ id: 'notice-1' }),
    );
    expect(screen.getByText('Failed verification by scanning')).toBeTruthy();
    expect(screen.getByText('Approved: 5 more working days')).toBeTruthy();
  });
});
