import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { enterpriseUser, fail, renderScreen, type SessionUser } from '../../test/render-screen';

const tabLinks = () => within(screen.getByRole('navigation', { name: '主导航' })).queryAllByRole('link');

describe('tab bar while a stored session resumes', () => {
  it('shows no tabs until the role is known, then all of the role’s together', async () => {
    let answer: (user: SessionUser) => void = () => undefined;
    await renderScreen(paths.home.href(), {
      as: 'enterprise',
      api: { getSession: () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy());
    expect(tabLinks()).toHaveLength(0);
    answer(enterpriseUser);
    await waitFor(() => expect(tabLinks()).toHaveLength(6));
  });

  it('shows the tabs of no role when the resume fails, so Home and My stay reachable', async () => {
    await renderScreen(paths.home.href(), {
      as: 'enterprise',
      api: { getSession: fail(500, 'server down', 500) },
    });
    await waitFor(() => expect(tabLinks().length).toBeGreaterThan(0));
    const names = tabLinks().map((link) => link.textContent);
    expect(names).toContain('首页');
    expect(names).toContain('我的');
  });
});
