import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Quota } from '../../../../contract/supervision-schemas';
import enMessages from '../messages-en';
import { QuotaMeter, quotaPercent } from './quota-meter';

const quota: Quota[] = [
  { departmentCode: 'market', departmentName: '市场监督管理局', year: 2026, used: 2, exempt: 1, cap: 2 },
  { departmentCode: 'health', departmentName: '卫生健康局', year: 2026, used: 1, exempt: 0, cap: 4 },
];

function renderMeter(rows: Quota[], locale: 'zh' | 'en' = 'zh') {
  render(
    <IntlProvider locale={locale} defaultLocale="zh" messages={locale === 'en' ? enMessages : undefined} onError={() => undefined}>
      <QuotaMeter quota={rows} />
    </IntlProvider>,
  );
}

describe('quota meter', () => {
  it('draws one labelled meter per department with used against cap', () => {
    renderMeter(quota);
    const market = screen.getByRole('meter', { name: '市场监督管理局 2 / 2' });
    expect(market.getAttribute('aria-valuenow')).toBe('2');
    expect(market.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByRole('meter', { name: '卫生健康局 1 / 4' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('counts case-specific inspections apart, only where there are some', () => {
    renderMeter(quota);
    expect(screen.getAllByText('另有专项检查 1 次（不计入上限）')).toHaveLength(1);
  });

  it('says so when nothing counts against a cap this year', () => {
    renderMeter([]);
    expect(screen.getByText('本年度暂无计入上限的检查')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('speaks English too', () => {
    renderMeter(quota, 'en');
    expect(screen.getByText('plus 1 case-specific (not counted)')).toBeTruthy();
  });

  it('fills the bar by used over cap, never past full', () => {
    expect(quotaPercent({ used: 1, cap: 4 })).toBe(25);
    expect(quotaPercent({ used: 5, cap: 2 })).toBe(100);
    expect(quotaPercent({ used: 3, cap: 0 })).toBe(0);
  });
});
