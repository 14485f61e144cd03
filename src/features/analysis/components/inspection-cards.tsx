import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './analysis.module.css';
import { CountCard, RatioCard } from './figure-card';
import type { DepartmentAnalysis } from '../../../../contract/analysis/schemas';
import { analysisMessages as m } from '../messages';

/** The inspection figures both screens show, then the screen's own cards. */
export function InspectionCards({
  inspections: i,
  totalHref,
  children,
}: {
  inspections: DepartmentAnalysis['inspections'];
  totalHref?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ul className={styles.cards}>
      <CountCard label={t(m.inspections)} figure={i.total} href={totalHref} />
      <CountCard label={t(m.routine)} figure={i.routine} />
      <CountCard label={t(m.triggered)} figure={i.triggered} />
      <CountCard label={t(m.caseSpecific)} figure={i.caseSpecific} />
      <RatioCard label={t(m.noFindings)} part={i.noFindings} whole={i.total} />
      <CountCard label={t(m.problems)} figure={i.problems} />
      {children}
    </ul>
  );
}
