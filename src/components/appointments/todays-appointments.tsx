import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { kindLabels, periodShortLabels } from './appointment-labels';
import { appointmentLabelMessages as m } from './messages';
import styles from './todays-appointments.module.css';
import { APPOINTMENT_CASE_REASON } from '../../../contract/appointments/rules';
import type { AppointmentSummary } from '../../../contract/appointments/schemas';
import { dateText } from '../../../contract/city-calendar';
import { useRegistrationScreen } from '../../lib/host-sdk/use-host';
import { request } from '../../lib/http/client';
import { useQuery } from '../../lib/http/use-query';
import { paths } from '../../lib/paths';
import { Button } from '../../lib/ui/button';

/**
 * The confirmed appointments of the officer's department on today's date: on the desk all of them, after a scan
 * those of the scanned enterprise, each offering to register the visit against it (a case-specific inspection with
 * the appointment's reason, or a service visit for guidance). Nothing shows when there are none.
 */
export function TodaysAppointments({
  enterpriseNumber,
  scanId,
}: {
  enterpriseNumber?: string;
  scanId?: string;
}) {
  const headingId = useId();
  const today = dateText(new Date());
  const todays = useQuery(['appointments', 'list', 'today', today, enterpriseNumber ?? null], (signal) =>
    request(
      'listAppointments',
      { state: 'confirmed', on: today, limit: 20, ...(enterpriseNumber ? { enterpriseNumber } : {}) },
      { signal },
    ),
  );
  const items = todays.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.today} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <FormattedMessage {...m.todayTitle} />
      </h2>
      <ul className={styles.items}>
        {items.map((appointment) => (
          <li key={appointment.id} className={styles.item}>
            <Link className={styles.link} to={paths.appointmentDetail.href({ id: appointment.id })}>
              <FormattedMessage {...kindLabels[appointment.kind]} /> · {appointment.enterpriseName}
              {appointment.slot && (
                <>
                  {' · '}
                  <FormattedMessage {...periodShortLabels[appointment.slot.period]} />
                </>
              )}
            </Link>
            <span className={styles.officers}>
              {appointment.officerNames.length > 0 ? (
                appointment.officerNames.join('、')
              ) : (
                <FormattedMessage {...m.officersNotNamed} />
              )}
            </span>
            {enterpriseNumber && <RegisterAgainst appointment={appointment} scanId={scanId} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RegisterAgainst({ appointment, scanId }: { appointment: AppointmentSummary; scanId?: string }) {
  const navigate = useNavigate();
  const registrationScreen = useRegistrationScreen();
  const caseReason = APPOINTMENT_CASE_REASON[appointment.kind];
  const target = { scanId, enterpriseNumber: appointment.enterpriseNumber, appointmentId: appointment.id };
  return (
    <Button
      color="primary"
      size="small"
      onClick={() =>
        navigate(
          caseReason ? paths[registrationScreen].href({ ...target, caseReason }) : paths.nonSign.href(target),
        )
      }
    >
      <FormattedMessage {...m.registerAgainst} />
    </Button>
  );
}
