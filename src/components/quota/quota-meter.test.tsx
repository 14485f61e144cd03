import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import enMessages from './messages-en';
import { QuotaMeter } from './quota-meter';
import { quotaPercent, quotaStatus } from './quota-status';
import type { Quota } from '../../../contract/warnings/schemas';

const quota: Quota[] = [
  { departmentCode: 'market', departmentName: '市场监督管理局', year: 2026, used: 2, exempt: 1, cap: 2 },
  { departmentCode: 'health', departmentName: '卫生健康局', year: 2026, used: 1, exempt: 0, cap: 4 },
  { departmentCode: 'fire', departmentName: '消防救援支队', year: 2026, used: 3, exempt: 0, cap: 2 },
];

function renderMeter(rows: Quota[], locale: 'zh' | 'en' = 'zh') {
  render(
    <IntlProvider
      locale={locale}
      defaultLocale="zh"
      messages={locale === 'en' ? enMessages : undefined}
      onError={() => undefined}
    >
      <MemoryRouter>
        <QuotaMeter quota={rows} hrefFor={(row) => `/x?d=${row.departmentCode}`} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('quota meter', () => {
  it('draws one labelled meter per department with used against cap', () => {
    renderMeter(quota);
    const market = screen.getByRole('meter', { name: '市场监督管理局：已检查 2 次，上限 2 次' });
    expect(market.getAttribute('aria-valuenow')).toBe('2');
    expect(market.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('says in words which departments are full and which are over', () => {
    renderMeter(quota);
    expect(screen.getAllByText('已达年度上限')).toHaveLength(1);
    expect(screen.getAllByText('已超出年度上限')).toHaveLength(1);
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
    expect(screen.getByText('Over the annual cap')).toBeTruthy();
  });

  it('has one rule for full and over, and fills the bar by used over cap, never past full', () => {
    expect(quotaStatus({ used: 1, cap: 2 })).toBe('open');
    expect(quotaStatus({ used: 2, cap: 2 })).toBe('full');
    expect(quotaStatus({ used: 3, cap: 2 })).toBe('over');
    expect(quotaStatus({ used: 3, cap: 0 })).toBe('open');
    expect(quotaPercent({ used: 1, cap: 4 })).toBe(25);
    expect(quotaPercent({ used: 5, cap: 2 })).toBe(100);
    expect(quotaPercent({ used: 3, cap: 0 })).toBe(0);
  });
});
