import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { officerUser, renderScreen } from '../../test/render-screen';

describe('officer desk', () => {
  it('greets the officer the server names and offers the enforcement screens', async () => {
    await renderScreen(paths.root.path, { as: 'officer' });
    expect(await screen.findByRole('heading', { name: '李明，您好' })).toBeTruthy();
    expect(screen.getByText('所属部门：市场监督管理局')).toBeTruthy();
    const desk = screen.getByRole('navigation', { name: '执法工作台' });
    expect(desk.querySelector(`a[href="${paths.historyCheck.path}"]`)).toBeTruthy();
    // a tab screen: no way back
    expect(screen.queryByRole('button', { name: /返回/ })).toBeNull();
  });

  it('leads to the messages with their unread count', async () => {
    await renderScreen(paths.enforceHome.path, {
      as: 'officer',
      api: { getUnreadCounts: { system: 1, personal: 2, notices: 0, complaints: 0, emergencyReviews: 0 } },
    });
    const desk = await screen.findByRole('navigation', { name: '执法工作台' });
    const messages = await within(desk).findByRole('link', { name: /消息通知.*3 条未读消息/ });
    expect(messages.getAttribute('href')).toBe(paths.systemNotice.path);
    expect(within(desk).queryByRole('link', { name: /发布系统通知/ })).toBeNull();
    // statistics of the officer's department; the city's are for supervisors
    expect(
      within(desk)
        .getByRole('link', { name: /统计分析/ })
        .getAttribute('href'),
    ).toBe(paths.analyse.path);
    expect(within(desk).queryByRole('link', { name: /综合分析/ })).toBeNull();
  });

  it('leads to the complaints awaiting the officer, with their number in words', async () => {
    await renderScreen(paths.enforceHome.path, {
      as: 'officer',
      api: { getUnreadCounts: { system: 0, personal: 0, notices: 0, complaints: 2, emergencyReviews: 0 } },
    });
    const desk = await screen.findByRole('navigation', { name: '执法工作台' });
    const complaints = await within(desk).findByRole('link', { name: /投诉处理.*2 件等待您处理/ });
    expect(complaints.getAttribute('href')).toBe(paths.enforceNotice.path);
    // nothing waiting: the tile says what it is for
    expect(within(desk).getByRole('link', { name: /消息通知.*系统通知与个人消息/ })).toBeTruthy();
  });

  it('offers a supervisor to publish a system notice', async () => {
    await renderScreen(paths.enforceHome.path, {
      as: {
        ...officerUser,
        departmentCode: 'justice',
        departmentName: '市司法局',
        capabilities: ['supervisor'],
      },
      locale: 'en',
    });
    const desk = await screen.findByRole('navigation', { name: 'Enforcement desk' });
    expect(within(desk).getByRole('link', { name: /Notifications/ })).toBeTruthy();
    const publish = within(desk).getByRole('link', { name: /Publish a system notice/ });
    expect(publish.getAttribute('href')).toBe(paths.systemNoticePublish.path);
    const city = within(desk).getByRole('link', { name: /City analysis/ });
    expect(city.getAttribute('href')).toBe(paths.comprehensiveAnalysis.path);
  });
});
