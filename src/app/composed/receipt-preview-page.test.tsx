import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiOutput } from '../../../contract/api-schemas';
import { pdfBytes } from '../../features/documents/test-fixtures';
import { checkedInMinutesAgo } from '../../features/registrations/test-fixtures';
import { paths } from '../../lib/paths';
import { ENTERPRISE_NUMBER, enterprisePreview, officerProfile } from '../../test/fixtures';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading } from '../../test/screen-actions';

vi.mock('../../features/documents/pdf-renderer', async () => {
  const { fakePdf } = await import('../../features/documents/test-fixtures');
  return { preparePdf: vi.fn(), openPdf: vi.fn(async () => fakePdf(1)) };
});

const profile = officerProfile;
const preview = {
  ...enterprisePreview,
  plans: [],
  inspectionItems: [{ code: 'FS-01', name: '食品经营许可证公示' }],
};
const formAddress = paths.enforceScanPage.href({ enterpriseNumber: ENTERPRISE_NUMBER, scanId: 'scan-1' });
const saved: ApiOutput<'createRegistration'> = {
  id: 'reg-9',
  registrationNumber: 'DJ-9',
  late: false,
  warnings: [],
};

beforeEach(() => {
  sessionStorage.clear();
  checkedInMinutesAgo('scan-1');
});

/** The form filled in as an officer would: a colleague, an item's result, the trigger's reason. */
async function fillForm() {
  await heading('登记检查');
  act(() => fireEvent.click(screen.getByRole('checkbox', { name: /王芳/ })));
  act(() => fireEvent.click(screen.getByRole('radio', { name: '符合' })));
  const reason = screen.getByRole('textbox', { name: /触发原因/ });
  act(() => fireEvent.change(reason, { target: { value: '群众投诉' } }));
}

describe('the draft receipt before a registration is submitted', () => {
  it('shows the receipt the form would issue, and confirming submits exactly what was previewed', async () => {
    const view = await renderScreen(formAddress, {
      api: {
        getOfficerProfile: profile,
        getEnterprisePreview: preview,
        previewReceipt: pdfBytes,
        createRegistration: saved,
      },
    });
    await fillForm();
    await click(button('预览回执'));
    await heading('回执预览');
    expect(view.location()).toBe(
      paths.pdfPreview.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
    );
    expect(await screen.findByRole('img', { name: '第 1 页，共 1 页' })).toBeTruthy();
    const previewed = callsOf(view, 'previewReceipt')[0]?.input as Record<string, unknown>;
    expect(previewed).toMatchObject({
      scanId: 'scan-1',
      enterpriseNumber: ENTERPRISE_NUMBER,
      type: 'triggered',
      triggerReason: '群众投诉',
      officers: [{ name: '李明' }, { name: '王芳' }],
      items: [{ code: 'FS-01', result: 'compliant' }],
    });
    expect(callsOf(view, 'createRegistration')).toEqual([]);

    await click(button('确认并提交'));
    await waitFor(() => expect(view.location()).toBe(paths.registrationDetail.href({ id: 'reg-9' })));
    // Checked in, the end is the submission's time (the server's, on the record): all else is as previewed.
    expect(callsOf(view, 'createRegistration').map((call) => call.input)).toEqual([
      { ...previewed, endedAt: expect.any(String) },
    ]);
  });

  it('back to edit returns to the form with everything typed', async () => {
    const view = await renderScreen(formAddress, {
      api: { getOfficerProfile: profile, getEnterprisePreview: preview, previewReceipt: pdfBytes },
    });
    await fillForm();
    await click(button('预览回执'));
    await heading('回执预览');
    await click(button('返回修改'));
    await heading('登记检查');
    expect(view.location()).toBe(formAddress);
    expect((screen.getByRole('textbox', { name: /触发原因/ }) as HTMLTextAreaElement).value).toBe('群众投诉');
    expect((screen.getByRole('checkbox', { name: /王芳/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('values the server refuses send the officer back to the form, the field marked and nothing lost', async () => {
    const view = await renderScreen(formAddress, {
      api: {
        getOfficerProfile: profile,
        getEnterprisePreview: preview,
        previewReceipt: fail(400, '参数错误', 400, { triggerReason: '触发原因须写明来源' }),
      },
    });
    await fillForm();
    await click(button('预览回执'));
    await heading('登记检查');
    expect(view.location()).toBe(formAddress);
    expect(await screen.findByText('触发原因须写明来源')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /触发原因/ }) as HTMLTextAreaElement).value).toBe('群众投诉');
  });

  it('an incomplete form is marked on the form itself; no preview opens', async () => {
    const view = await renderScreen(formAddress, {
      api: { getOfficerProfile: profile, getEnterprisePreview: preview },
    });
    await heading('登记检查');
    await click(button('预览回执'));
    expect(await screen.findByText('请至少再选择 1 名同行执法人员')).toBeTruthy();
    expect(view.location()).toBe(formAddress);
    expect(callsOf(view, 'previewReceipt')).toEqual([]);
  });
});
