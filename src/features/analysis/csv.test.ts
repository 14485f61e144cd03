import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { departmentsCsv } from './components/department-ranking';
import { CSV_BOM, toCsv } from './csv';
import { cityAnalysis } from './test-fixtures';

describe('CSV export', () => {
  it('starts with a BOM, quotes what needs it and defuses formulas', () => {
    const csv = toCsv(
      ['名称', 'n'],
      [
        ['a,"b"', 1],
        ['=SUM(A1)', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('名称,n\r\n"a,""b""",1\r\n\'=SUM(A1),\r\n');
  });

  it('writes the ranking table with its headings and plain numbers', () => {
    const intl = createIntl({ locale: 'zh', messages: {}, onError: () => undefined });
    const lines = departmentsCsv(intl, cityAnalysis.departments).slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      '部门,检查次数,检查企业数,户均检查,预警率 %,满意率 %,每百次检查投诉,投诉超期率 %',
      '市场监督管理局,40,20,2,5,80,17.5,14.3',
      '卫生健康委员会,12,12,1,0,,0,',
    ]);
  });
});
