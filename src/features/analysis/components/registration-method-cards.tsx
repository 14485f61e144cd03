import { useIntl } from 'react-intl';
import { CountCard, RatioCard } from './figure-card';
import type { DepartmentAnalysis } from '../../../../contract/analysis/schemas';
import type { RegistrationListFilter } from '../../../../contract/registrations/schemas';
import { analysisMessages as m } from '../messages';

type Counts = DepartmentAnalysis['inspections'];
type Facet = Omit<RegistrationListFilter, 'from' | 'to'>;

/**
 * How the period's registrations were made, four different things: a scan of the code (the scan rate), a scan of the
 * business licence, a typed number, and late registration (a flag of any of them); the check-ins far from the
 * enterprise or without a position; those beyond the allowance
 * with a prior approval, and the emergencies the supervision office did not uphold (counted against the cap).
 */
export function RegistrationMethodCards({
  inspections: i,
  listHref,
}: {
  inspections: Counts;
  listHref?: (facet: Facet) => string;
}) {
  const t = useIntl().formatMessage;
  const typed = {
    current: i.total.current - i.scanned.current - i.licenceScanned.current,
    previous: i.total.previous - i.scanned.previous - i.licenceScanned.previous,
  };
  return (
    <>
      <RatioCard
        label={t(m.scanRate)}
        part={i.scanned}
        whole={i.total}
        detail={m.scanRateDetail}
        href={listHref?.({ registeredBy: 'scan' })}
      />
      <CountCard
        label={t(m.licenceScanned)}
        figure={i.licenceScanned}
        href={listHref?.({ registeredBy: 'licence' })}
      />
      <CountCard label={t(m.typed)} figure={typed} href={listHref?.({ registeredBy: 'number' })} />
      <CountCard label={t(m.late)} figure={i.late} href={listHref?.({ flag: 'late' })} />
      <CountCard label={t(m.approved)} figure={i.approved} href={listHref?.({ flag: 'approved' })} />
      <CountCard label={t(m.farCheckIns)} figure={i.farCheckIns} href={listHref?.({ flag: 'farCheckIn' })} />
      <CountCard
        label={t(m.unlocatedCheckIns)}
        figure={i.unlocatedCheckIns}
        href={listHref?.({ flag: 'unlocatedCheckIn' })}
      />
      <CountCard
        label={t(m.emergencyNotUpheld)}
        figure={i.emergencyNotUpheld}
        href={listHref?.({ emergencyReview: 'notUpheld' })}
      />
    </>
  );
}
