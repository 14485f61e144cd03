import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { RELAUNCHABLE_STATES } from '../../../../contract/appointments/rules';
import type { Appointment } from '../../../../contract/appointments/schemas';
import { PhotoStrip } from '../../../components/photos/photo-strip';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { timelineRows } from '../../../lib/ui/timeline-rows';
import { appointmentKey, getAppointment } from '../api';
import styles from '../appointments.module.css';
import { AppointmentActions } from '../components/appointment-actions';
import { StateTag } from '../components/appointment-parts';
import { eventLabels, kindLabels, useAppointmentFormats } from '../labels';
import { appointmentMessages as m } from '../messages';

type Formats = ReturnType<typeof useAppointmentFormats>;

/** One appointment: its time, who comes, what it produced, its history, and what the user may do now. */
export default function AppointmentDetailPage() {
  const { id } = useScreenParams('appointmentDetail');
  const { role } = useRecoilValue(sessionState);
  const navigate = useNavigate();
  const formats = useAppointmentFormats();
  const detail = useQuery(appointmentKey(id), (signal) => getAppointment(id, signal));
  const appointment = detail.data;
  const canRelaunch = role === 'enterprise' && appointment && RELAUNCHABLE_STATES.includes(appointment.state);
  return (
    <Screen
      title={m.detailTitle}
      intro={appointment?.appointmentNumber}
      footer={
        appointment &&
        (appointment.allowedActions.includes('edit') || canRelaunch) && (
          <>
            {appointment.allowedActions.includes('edit') && (
              <Button block onClick={() => navigate(paths.appointmentEdit.href({ id: appointment.id }))}>
                <FormattedMessage {...m.edit} />
              </Button>
            )}
            {canRelaunch && (
              <Button
                block
                color="primary"
                onClick={() => navigate(paths.appointmentRelaunch.href({ id: appointment.id }))}
              >
                <FormattedMessage {...m.relaunch} />
              </Button>
            )}
          </>
        )
      }
    >
      <Loaded state={detail}>
        {(loaded) => (
          <div className={styles.sections}>
            <DetailList rows={summaryRows(loaded, formats)} />
            <AppointmentActions appointment={loaded} />
            <DetailList header={<FormattedMessage {...m.officers} />} rows={officerRows(loaded)} />
            <DetailList header={<FormattedMessage {...m.result} />} rows={resultRows(loaded)} />
            <DetailList header={<FormattedMessage {...m.timeline} />} rows={eventRows(loaded, formats)} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}

function summaryRows(a: Appointment, formats: Formats): DetailRow[] {
  const waiting = a.state === 'requested' || a.state === 'rescheduled';
  return [
    { key: 'state', label: m.state, value: <StateTag state={a.state} /> },
    { key: 'kind', label: m.kind, value: <FormattedMessage {...kindLabels[a.kind]} /> },
    { key: 'department', label: m.department, value: a.departmentName },
    { key: 'enterprise', label: m.enterprise, value: `${a.enterpriseName} · ${a.enterpriseNumber}` },
    {
      key: 'slot',
      label: a.state === 'rescheduled' ? m.proposedTime : m.confirmedTime,
      value: a.slot && formats.slot(a.slot),
    },
    {
      key: 'preferred',
      label: m.preferredTimes,
      value: a.preferredSlots.length > 0 && (
        <ol className={styles.preferredList}>
          {a.preferredSlots.map((slot) => (
            <li key={`${slot.date}-${slot.period}`}>{formats.slot(slot)}</li>
          ))}
        </ol>
      ),
      block: true,
    },
    {
      key: 'answerDue',
      label: m.answerDueLabel,
      value: waiting && a.answerDueAt && (
        <FormattedMessage {...m.answerDue} values={{ time: formats.time(a.answerDueAt) }} />
      ),
      block: true,
    },
    { key: 'reason', label: m.reason, value: a.reason, block: true },
    {
      key: 'follows',
      label: m.follows,
      value: a.followsRegistrationId && (
        <Link to={paths.registrationDetail.href({ id: a.followsRegistrationId })}>
          {a.followsRegistrationNumber ?? a.followsRegistrationId}
        </Link>
      ),
    },
    { key: 'address', label: m.address, value: a.address, block: true },
    { key: 'contact', label: m.contactName, value: `${a.contactName} · ${a.contactPhone}` },
    { key: 'description', label: m.description, value: a.description, block: true },
    {
      key: 'photos',
      label: m.photosLabel,
      value: a.photos.length > 0 && <PhotoStrip photos={a.photos} alt={m.photoAlt} />,
      block: true,
    },
    {
      key: 'relaunchedFrom',
      label: m.relaunchedFrom,
      value: a.relaunchedFrom && (
        <Link to={paths.appointmentDetail.href({ id: a.relaunchedFrom })}>
          <FormattedMessage {...m.earlierAppointment} />
        </Link>
      ),
    },
  ];
}

function officerRows(a: Appointment): DetailRow[] {
  // confirmed by accepting a proposed time: nobody is named until the department assigns officers
  if (a.state === 'confirmed' && a.officers.length === 0)
    return [
      { key: 'pending', label: m.officersPending, value: <FormattedMessage {...m.officersPendingHint} /> },
    ];
  return a.officers.map((officer) => ({
    key: officer.userId,
    label: officer.name,
    value: <FormattedMessage {...m.certificate} values={{ certificate: officer.certificateNumber }} />,
  }));
}

function resultRows(a: Appointment): DetailRow[] {
  if (a.state !== 'completed') return [];
  return [
    {
      key: 'record',
      label: m.resultRecord,
      value: a.registrationId ? (
        <Link to={paths.registrationDetail.href({ id: a.registrationId })}>
          <FormattedMessage {...m.resultRegistration} values={{ number: a.registrationNumber }} />
        </Link>
      ) : (
        a.visitId && <FormattedMessage {...m.resultVisit} />
      ),
      block: true,
    },
    {
      key: 'quota',
      label: m.resultQuota,
      value: (
        <span className={styles.good}>
          <FormattedMessage {...m.outsideQuota} />
        </span>
      ),
      block: true,
    },
    {
      key: 'rating',
      label: m.rating,
      value: a.rating !== null && (
        <>
          <FormattedMessage {...m.ratingValue} values={{ stars: a.rating }} />
          {a.ratingComment && <span className={styles.line}>{a.ratingComment}</span>}
        </>
      ),
      block: true,
    },
  ];
}

function eventRows(a: Appointment, formats: Formats): DetailRow[] {
  return timelineRows(
    a.timeline.map((event) => ({
      at: event.at,
      action: <FormattedMessage {...eventLabels[event.action]} />,
      actor: event.actorName,
      lines: [event.slot && formats.slot(event.slot), event.note],
    })),
    formats.time,
  );
}
