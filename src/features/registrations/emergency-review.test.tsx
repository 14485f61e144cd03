import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegistrationDetail } from '../../../contract/registrations/schemas';
import { paths } from '../../lib/paths';
import { registrationDetail, registrationPage } from '../../test/fixtures';
import { fail, officerUser, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, typeInto } from '../../test/screen-actions';

const supervisor = { ...officerUser, capabilities: ['supervisor' as const] };
const emergency: RegistrationDetail = {
  ...registrationDetail,
  type: 'case',
  caseReason: 'emergency',
  caseReference: '冷库氨气泄漏报警，须立即到场处置',
  allowanceBasis: 'excepted',
  emergencyReview: { status: 'pending', reviewerName: null, reviewedAt: null, note: null },
  canReviewEmergency: true,
};
const open = (detail: RegistrationDetail, options: Parameters<typeof renderScreen>[1]) =>
  renderScreen(paths.registrationDetail.href({ id: detail.id }), {
    ...options,
    api: { getRegistration: detail, ...options?.api },
  });

describe('the review of an emergency inspection', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks a supervisor for the reasons before not upholding it, then shows the decision', async () => {
    const decided: RegistrationDetail = {
      ...emergency,
      emergencyReview: {
        status: 'notUpheld',
        reviewerName: '周正',
        reviewedAt: '2026-12-02T06:00:00.000Z',
        note: '报警为误报，不属于应急情形',
      },
      canReviewEmergency: false,
    };
    const view = await open(emergency, { as: supervisor, api: { reviewEmergencyInspection: decided } });
    expect(await screen.findByText('待执法监督处审查', {}, { timeout: 5000 })).toBeTruthy();
    await click(button('认定不成立'));
    await click(button('确认'));
    expect(await screen.findByText('请填写不成立的理由')).toBeTruthy();
    expect(callsOf(view, 'reviewEmergencyInspection')).toEqual([]);

    await typeInto(screen.getByLabelText('不成立的理由'), ' 报警为误报，不属于应急情形 ');
    await click(button('确认'));
    await waitFor(() =>
      expect(callsOf(view, 'reviewEmergencyInspection')[0]?.input).toEqual({
        id: emergency.id,
        decision: 'notUphold',
        note: '报警为误报，不属于应急情形',
      }),
    );
    expect(await screen.findByText('应急情形不成立')).toBeTruthy();
    expect(screen.getByText('报警为误报，不属于应急情形')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '认定成立' })).toBeNull();
  });

  it('keeps the sheet and the note when the server refuses, with its reason', async () => {
    await open(emergency, {
      as: supervisor,
      locale: 'en',
      api: {
        reviewEmergencyInspection: fail(
          500,
          'This is not an emergency inspection waiting for review (someone may have reviewed it); reload to see',
        ),
      },
    });
    await click(await screen.findByRole('button', { name: 'Uphold' }, { timeout: 5000 }));
    await typeInto(screen.getByLabelText('Review note (optional)'), 'Alarm log confirms the leak');
    await click(button('Confirm'));
    expect(await screen.findByText(/Not done: This is not an emergency inspection waiting/)).toBeTruthy();
    expect((screen.getByLabelText('Review note (optional)') as HTMLTextAreaElement).value).toBe(
      'Alarm log confirms the leak',
    );
  });

  it('shows the enterprise the pending review and no way to decide it', async () => {
    await open({ ...emergency, canReviewEmergency: false }, { as: 'enterprise' });
    expect(await screen.findByText('待执法监督处审查', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('紧急或重大风险')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '认定成立' })).toBeNull();
  });

  it("opens the supervision office's queue from its desk, counted, as a removable filter", async () => {
    const desk = await renderScreen(paths.enforceHome.path, {
      as: supervisor,
      api: { getUnreadCounts: { system: 0, personal: 0, notices: 0, complaints: 0, emergencyReviews: 3 } },
    });
    const tile = await screen.findByRole('link', { name: /应急检查审查/ }, { timeout: 5000 });
    expect(tile.textContent).toContain('3 次待审查');
    expect(tile.getAttribute('href')).toContain(paths.registrationList.href({ emergencyReview: 'pending' }));
    desk.unmount();

    const view = await renderScreen(paths.registrationList.href({ emergencyReview: 'pending' }), {
      as: supervisor,
      api: { listRegistrations: registrationPage, listWarnings: [], queryDict: [] },
    });
    const filters = await screen.findByRole('region', { name: '筛选条件' });
    await waitFor(() => expect(filters.textContent).toContain('应急检查待审查'));
    expect(callsOf(view, 'listRegistrations')[0]?.input).toEqual({ limit: 20, emergencyReview: 'pending' });
  });
});
