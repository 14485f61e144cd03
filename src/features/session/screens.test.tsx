import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { officerUser, renderScreen } from '../../test/render-screen';

describe('login screen', () => {
  it('lists the test accounts the server offers and returns to the target after signing in with one', async () => {
    const view = await renderScreen(paths.login.href({ target: paths.my.path }), {
      as: 'anonymous',
      api: {
        listTestAccounts: [
          {
            account: officerUser.phonenumber,
            name: officerUser.name,
            role: 'officer',
            description: '市场监督管理局',
          },
        ],
        testLogin: {
          token: 'fresh-token',
          expiresAt: '2026-12-31T00:00:00+08:00',
          phonenumber: officerUser.phonenumber,
          userId: officerUser.userId,
          enterpriseNumber: null,
          user: officerUser,
        },
      },
    });
    const account = await screen.findByRole('button', {
      name: new RegExp(`李明 · ${officerUser.phonenumber}`),
    });
    account.click();
    await waitFor(() => expect(view.location()).toBe(paths.my.path));
    expect(await screen.findByRole('heading', { name: '李明' })).toBeTruthy();
    expect(view.calls.find((call) => call.name === 'testLogin')?.input).toEqual({
      account: officerUser.phonenumber,
    });
  });
});
