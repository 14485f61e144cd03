import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './analysis.module.css';
import type { CityAnalysis, DepartmentRow } from '../../../../contract/analysis/schemas';
import { Button } from '../../../lib/ui/button';
import { downloadCsv, toCsv } from '../csv';
import { analysisMessages as m } from '../messages';

type Column = Exclude<keyof DepartmentRow, 'code' | 'name'>;

export const rankingColumns: { key: Column; title: MessageDescriptor }[] = [
  { key: 'inspections', title: m.inspections },
  { key: 'enterprisesInspected', title: m.enterprisesInspected },
  { key: 'perEnterprise', title: m.perEnterprise },
  { key: 'warningRate', title: m.warningRate },
  { key: 'satisfactionRate', title: m.satisfactionRate },
  { key: 'complaintsPer100', title: m.complaintsPer100 },
  { key: 'overdueRate', title: m.overdueRate },
];

/** The ranking table as CSV: the same columns, plain numbers, empty where a rate has nothing to divide. */
export function departmentsCsv(intl: IntlShape, rows: readonly DepartmentRow[]): string {
  return toCsv(
    [intl.formatMessage(m.department), ...rankingColumns.map((column) => intl.formatMessage(column.title))],
    rows.map((row) => [row.name, ...rankingColumns.map((column) => row[column.key])]),
  );
}

type Sort = { column: Column; descending: boolean };

function sortRows(rows: readonly DepartmentRow[], { column, descending }: Sort): DepartmentRow[] {
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    // Departments without the figure go last whichever way.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? y - x : x - y;
  });
}

/** Departments side by side, sorted by any column, with the table offered as a CSV file. */
export function DepartmentRanking({
  data,
  departmentHref,
}: {
  data: CityAnalysis;
  /** Where a department's row leads: its own analysis for the same period. */
  departmentHref?: (code: string) => string;
}) {
  const intl = useIntl();
  const [sort, setSort] = useState<Sort>({ column: 'inspections', descending: true });
  const rows = sortRows(data.departments, sort);
  const show = (value: number | null) =>
    value === null ? intl.formatMessage(m.noShare) : intl.formatNumber(value, { maximumFractionDigits: 1 });
  const exportCsv = () =>
    downloadCsv(
      `${intl.formatMessage(m.csvFile)}-${data.period.from}-${data.period.to}.csv`,
      departmentsCsv(intl, rows),
    );

  return (
    <section className={styles.section}>
      <div className={styles.figureHead}>
        <h2 className={styles.sectionTitle}>
          <FormattedMessage {...m.rankingTitle} />
        </h2>
        <Button size="small" color="primary" fill="outline" onClick={exportCsv}>
          <FormattedMessage {...m.exportCsv} />
        </Button>
      </div>
      <div
        className={styles.tableScroll}
        role="region"
        aria-label={intl.formatMessage(m.rankingTitle)}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption>
            <FormattedMessage {...m.rankingCaption} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...m.department} />
              </th>
              {rankingColumns.map((column) => {
                const active = sort.column === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  >
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() =>
                        setSort({ column: column.key, descending: active ? !sort.descending : true })
                      }
                    >
                      <FormattedMessage {...column.title} />
                      {active && <span aria-hidden="true">{sort.descending ? ' ↓' : ' ↑'}</span>}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  {departmentHref ? <Link to={departmentHref(row.code)}>{row.name}</Link> : row.name}
                </th>
                {rankingColumns.map((column) => (
                  <td key={column.key}>{show(row[column.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
