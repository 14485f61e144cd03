import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';

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
});
