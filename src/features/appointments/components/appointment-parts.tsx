import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AppointmentState } from '../../../../contract/appointments/rules';
import type { AppointmentSummary } from '../../../../contract/appointments/schemas';
import { paths } from '../../../lib/paths';
import card from '../../../lib/ui/list-card.module.css';
import styles from '../appointments.module.css';
import { kindLabels, stateColors, stateLabels, useAppointmentFormats } from '../labels';
import { appointmentMessages as m } from '../messages';

export function StateTag({ state }: { state: AppointmentState }) {
  return (
    <Tag className={styles.tag} color={stateColors[state]} fill="outline">
      <FormattedMessage {...stateLabels[state]} />
    </Tag>
  );
}

/** One appointment in a list: what, for whom or by whom, when, and by when it needs an answer. */
export function AppointmentCard({
  appointment,
  side,
}: {
  appointment: AppointmentSummary;
  side: 'enterprise' | 'department';
}) {
  const formats = useAppointmentFormats();
  const { slot, preferredSlots, answerDueAt, state } = appointment;
  const waiting = state === 'requested' || state === 'rescheduled';
  return (
    <Link className={card.card} to={paths.appointmentDetail.href({ id: appointment.id })}>
      <span className={card.head}>
        <span className={card.title}>
          <FormattedMessage {...kindLabels[appointment.kind]} /> ·{' '}
          {side === 'enterprise' ? appointment.departmentName : appointment.enterpriseName}
        </span>
        <StateTag state={state} />
      </span>
      <span className={card.meta}>
        {slot ? (
          formats.slot(slot)
        ) : (
          <FormattedMessage
            {...m.preferred}
            values={{ slots: preferredSlots.map((s) => formats.slot(s)).join('、') }}
          />
        )}
      </span>
      {waiting && answerDueAt && (
        <span className={card.meta}>
          <FormattedMessage {...m.answerDue} values={{ time: formats.time(answerDueAt) }} />
        </span>
      )}
      <span className={card.meta}>{appointment.appointmentNumber}</span>
    </Link>
  );
}
