import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Visit } from '../../../../contract/visits/schemas';
import { ApiError } from '../../../lib/http/client';
import { createVisit } from '../api';
import { VisitForm } from './visit-form';

vi.mock('../api', () => ({ createVisit: vi.fn() }));
const createVisitMock = vi.mocked(createVisit);

const visit: Visit = {
  id: 'v1',
  enterpriseNumber: 'SZ440305000123',
  enterpriseName: '深圳市示例科技有限公司',
  address: '南山区',
  purpose: '政策宣讲',
  staffName: '李明',
  departmentName: '市场监督管理局',
  startedAt: '2026-11-22T01:00:00.000Z',
  endedAt: '2026-11-22T02:00:00.000Z',
  location: null,
  notes: null,
  createdAt: '2026-11-22T02:00:00.000Z',
};

// Relative to now: the form refuses a visit that started more than 10 calendar days ago (fixed dates aged out).
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const startedAt = hoursAgo(2);
const endedAt = hoursAgo(1);

function renderForm(draft: Record<string, string>, onSaved = vi.fn()) {
  sessionStorage.setItem('sv.draft.anonymous.visit-test', JSON.stringify(draft));
  render(
    <RecoilRoot>
      <IntlProvider locale="zh" defaultLocale="zh" onError={() => undefined}>
        <VisitForm
          draftKey="visit-test"
          target={{ scanId: 'scan-1', enterpriseNumber: 'SZ440305000123' }}
          onSaved={onSaved}
        />
      </IntlProvider>
    </RecoilRoot>,
  );
  return onSaved;
}

const submit = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: '提交走访记录' })));

describe('visit form', () => {
  beforeEach(() => {
    sessionStorage.clear();
    createVisitMock.mockReset();
  });
  afterEach(() => sessionStorage.clear());

  it('refuses an end before the start and sends nothing', async () => {
    renderForm({
      purpose: '政策宣讲',
      place: '南山区',
      startedAt: hoursAgo(1),
      endedAt: hoursAgo(2),
    });
    await submit();
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeTruthy();
    expect(createVisitMock).not.toHaveBeenCalled();
  });

  it('asks for the purpose when it is left empty', async () => {
    renderForm({
      place: '南山区',
      startedAt,
      endedAt,
    });
    await submit();
    expect(await screen.findByText('请填写走访事由')).toBeTruthy();
    expect(createVisitMock).not.toHaveBeenCalled();
  });

  it('keeps the form after a failed request and retries with the same request id', async () => {
    createVisitMock.mockRejectedValueOnce(new ApiError(-1, 'network down')).mockResolvedValueOnce(visit);
    const onSaved = renderForm({
      purpose: ' 政策宣讲 ',
      place: '南山区',
      startedAt,
      endedAt,
    });
    await submit();
    expect(await screen.findByText('提交未成功，已填写的内容已保留，可稍后重试')).toBeTruthy();
    expect((screen.getByDisplayValue('南山区') as HTMLInputElement).value).toBe('南山区');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(visit));
    const [first, second] = createVisitMock.mock.calls.map(([input]) => input);
    expect(createVisitMock).toHaveBeenCalledTimes(2);
    expect(second?.clientRequestId).toBe(first?.clientRequestId);
    expect(second).toMatchObject({
      scanId: 'scan-1',
      enterpriseNumber: 'SZ440305000123',
      purpose: '政策宣讲',
      location: { text: '南山区' },
    });
    expect(sessionStorage.getItem('sv.draft.anonymous.visit-test')).toBeNull();
  });

  it('shows the server field reasons under the fields', async () => {
    createVisitMock.mockRejectedValueOnce(
      new ApiError(40001, 'invalid', { fields: { 'location.text': '地点过长' } }),
    );
    renderForm({
      purpose: '政策宣讲',
      place: '南山区',
      startedAt,
      endedAt,
    });
    await submit();
    expect(await screen.findByText('地点过长')).toBeTruthy();
  });
});
