import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './analysis.module.css';
import { CountCard, RatioCard } from './figure-card';
import type { DepartmentAnalysis } from '../../../../contract/analysis/schemas';
import type { RegistrationListFilter } from '../../../../contract/registrations/schemas';
import { analysisMessages as m } from '../messages';

/** The inspection figures both screens show, then the screen's own cards. */
export function InspectionCards({
  inspections: i,
  listHref,
  children,
}: {
  inspections: DepartmentAnalysis['inspections'];
  /** The list of the period's registrations a figure opens, narrowed to the figure's (none on the city's screen). */
  listHref?: (facet?: Omit<RegistrationListFilter, 'from' | 'to'>) => string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ul className={styles.cards}>
      <CountCard label={t(m.inspections)} figure={i.total} href={listHref?.()} />
      <CountCard label={t(m.routine)} figure={i.routine} href={listHref?.({ type: 'routine' })} />
      <CountCard label={t(m.triggered)} figure={i.triggered} href={listHref?.({ type: 'triggered' })} />
      <CountCard label={t(m.caseSpecific)} figure={i.caseSpecific} href={listHref?.({ type: 'case' })} />
      <RatioCard
        label={t(m.noFindings)}
        part={i.noFindings}
        whole={i.total}
        href={listHref?.({ outcome: 'noFindings' })}
      />
      <CountCard label={t(m.problems)} figure={i.problems} href={listHref?.({ outcome: 'problems' })} />
      {children}
    </ul>
  );
}
