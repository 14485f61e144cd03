import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { z } from 'zod';
import { OPEN_APPOINTMENT_STATES } from '../../../../contract/appointments/rules';
import type { appointmentDepartmentSchema } from '../../../../contract/appointments/schemas';
import { TodaysAppointments } from '../../../components/appointments/todays-appointments';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { EmptyState, useHasSettled, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { appointmentOptionsKey, getAppointmentOptions, listAppointments } from '../api';
import styles from '../appointments.module.css';
import { AppointmentCard } from '../components/appointment-parts';
import { AvailabilityForm } from '../components/availability-form';
import { RecheckHint } from '../components/recheck-hint';
import { kindLabels, kindNeeds, useAppointmentFormats } from '../labels';
import { appointmentMessages as m } from '../messages';

type Department = z.infer<typeof appointmentDepartmentSchema>;

/**
 * The way in. An enterprise: what each department can be asked for and what it needs, and its appointments under
 * way. An officer: the requests waiting for the department's answer, today's visits, and (a head) the times.
 */
export default function AppointmentBasePage() {
  const intl = useIntl();
  const { role } = useRecoilValue(sessionState);
  const options = useQuery(appointmentOptionsKey, (signal) => getAppointmentOptions(signal));
  // The sentence is there from the start (the days follow), so that the sections below it do not move down.
  return (
    <Screen
      title={m.baseTitle}
      intro={intl.formatMessage(m.baseIntro, { days: options.data?.answerWorkingDays ?? '…' })}
      actions={
        <Link className={styles.headerLink} to={paths.appointmentList.href()}>
          <FormattedMessage {...m.seeAll} />
        </Link>
      }
    >
      {role === 'enterprise' ? <EnterpriseBase options={options} /> : <DepartmentBase options={options} />}
    </Screen>
  );
}

type OptionsState = ReturnType<typeof useQuery<Awaited<ReturnType<typeof getAppointmentOptions>>>>;

function EnterpriseBase({ options }: { options: OptionsState }) {
  const open = useQuery(['appointments', 'list', 'open'], (signal) =>
    listAppointments({ limit: 10 }, signal),
  );
  const upcoming = open.data?.items.filter((a) => OPEN_APPOINTMENT_STATES.includes(a.state));
  const openSettled = useHasSettled(open);
  return (
    <div className={styles.sections}>
      <section className={styles.block} aria-labelledby="appointments-upcoming">
        <h2 id="appointments-upcoming" className={styles.blockTitle}>
          <FormattedMessage {...m.upcomingTitle} />
        </h2>
        <Loaded
          state={{ ...open, data: upcoming }}
          skeleton="list"
          skeletonRows={1}
          isEmpty={(items) => items.length === 0}
          empty={<EmptyState title={<FormattedMessage {...m.noneUpcoming} />} />}
        >
          {(items) => (
            <div className={styles.cards}>
              {items.map((a) => (
                <AppointmentCard key={a.id} appointment={a} side="enterprise" />
              ))}
            </div>
          )}
        </Loaded>
      </section>
      {openSettled && (
        <section className={styles.block} aria-labelledby="appointments-offered">
          <h2 id="appointments-offered" className={styles.blockTitle}>
            <FormattedMessage {...m.offeredTitle} />
          </h2>
          <RecheckHint />
          <Loaded state={options}>
            {(loaded) => (
              <div className={styles.cards}>
                {loaded.departments.map((department) => (
                  <DepartmentOffer key={department.code} department={department} />
                ))}
              </div>
            )}
          </Loaded>
        </section>
      )}
    </div>
  );
}

function DepartmentOffer({ department }: { department: Department }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formats = useAppointmentFormats();
  const bookable = department.kinds.filter((kind) => kind !== 'recheck');
  return (
    <article className={styles.offer} aria-labelledby={`offer-${department.code}`}>
      <h3 id={`offer-${department.code}`} className={styles.offerTitle}>
        {department.name}
      </h3>
      <p className={styles.muted}>
        {department.weeklySlots.length ? (
          <FormattedMessage
            {...m.capacity}
            values={{
              count: department.dailyCapacity,
              slots: department.weeklySlots.map((key) => formats.weeklySlot(key)).join('、'),
            }}
          />
        ) : (
          <FormattedMessage {...m.noSlots} />
        )}
      </p>
      <ul className={styles.kinds}>
        {department.kinds.map((kind) => (
          <li key={kind}>
            <strong>
              <FormattedMessage {...kindLabels[kind]} />
            </strong>
            <span className={styles.muted}>
              <FormattedMessage {...kindNeeds[kind]} />
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.offerButtons}>
        {bookable.map((kind) => (
          <Button
            key={kind}
            size="small"
            color="primary"
            fill="outline"
            disabled={department.weeklySlots.length === 0}
            onClick={() => navigate(paths.appointment.href({ departmentCode: department.code, kind }))}
          >
            {intl.formatMessage(m.bookKind, { kind: intl.formatMessage(kindLabels[kind]) })}
          </Button>
        ))}
      </div>
    </article>
  );
}

function DepartmentBase({ options }: { options: OptionsState }) {
  const { capabilities, departmentCode } = useRecoilValue(sessionState);
  const waiting = useQuery(['appointments', 'list', 'waiting'], (signal) =>
    listAppointments({ state: 'requested', limit: 20 }, signal),
  );
  const own = options.data?.departments.find((d) => d.code === departmentCode);
  return (
    <div className={styles.sections}>
      <TodaysAppointments />
      <AppointmentBlock
        id="appointments-waiting"
        title={m.waitingTitle}
        state={waiting}
        none={m.noneWaiting}
      />
      {capabilities.includes('departmentHead') && own && <AvailabilityForm department={own} />}
    </div>
  );
}

function AppointmentBlock({
  id,
  title,
  state,
  none,
}: {
  id: string;
  title: typeof m.waitingTitle;
  state: ReturnType<typeof useQuery<Awaited<ReturnType<typeof listAppointments>>>>;
  none: typeof m.noneWaiting;
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        <FormattedMessage {...title} />
      </h2>
      <Loaded
        state={state}
        skeleton="list"
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={<FormattedMessage {...none} />} />}
      >
        {(page) => (
          <div className={styles.cards}>
            {page.items.map((a) => (
              <AppointmentCard key={a.id} appointment={a} side="department" />
            ))}
          </div>
        )}
      </Loaded>
    </section>
  );
}
