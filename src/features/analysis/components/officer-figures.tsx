import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styles from './analysis.module.css';
import type { DepartmentAnalysis } from '../../../../contract/analysis/schemas';
import hidden from '../../../lib/ui/visually-hidden.module.css';
import { analysisMessages as m } from '../messages';

type OfficerRow = NonNullable<DepartmentAnalysis['officers']>[number];

// Short headers: the note above the table says what each counts.
const columns: { key: Exclude<keyof OfficerRow, 'name'>; title: MessageDescriptor }[] = [
  { key: 'inspections', title: m.inspections },
  { key: 'typed', title: m.officersTyped },
  { key: 'farCheckIns', title: m.officersFar },
  { key: 'unlocatedCheckIns', title: m.officersUnlocated },
];

/** The period's inspections per registering officer (the supervision office's and the head's view). */
export function OfficerFigures({ officers }: { officers: readonly OfficerRow[] }) {
  const intl = useIntl();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage {...m.sectionOfficers} />
      </h2>
      {officers.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage {...m.officersNone} />
        </p>
      ) : (
        <>
          <p className={styles.note}>
            <FormattedMessage {...m.officersCaption} />
          </p>
          <div
            className={styles.tableScroll}
            role="region"
            aria-label={intl.formatMessage(m.sectionOfficers)}
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className={hidden.visuallyHidden}>
                <FormattedMessage {...m.officersCaption} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.officer} />
                  </th>
                  {columns.map((column) => (
                    <th key={column.key} scope="col">
                      <FormattedMessage {...column.title} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {officers.map((row, index) => (
                  <tr key={`${row.name}-${index}`}>
                    <th scope="row">{row.name}</th>
                    {columns.map((column) => (
                      <td key={column.key}>{intl.formatNumber(row[column.key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
