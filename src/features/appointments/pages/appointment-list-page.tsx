import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import { APPOINTMENT_STATES, type AppointmentState } from '../../../../contract/appointments/rules';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { sessionState } from '../../../lib/session/session-state';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listAppointmentPage } from '../api';
import styles from '../appointments.module.css';
import { AppointmentCard } from '../components/appointment-parts';
import { stateLabels } from '../labels';
import { appointmentMessages as m } from '../messages';

type StateFilter = 'all' | AppointmentState;
const FILTERS: StateFilter[] = ['all', ...APPOINTMENT_STATES];

/** An enterprise's appointments, or those addressed to the officer's department, by state; open ones first. */
export default function AppointmentListPage() {
  const intl = useIntl();
  const { role } = useRecoilValue(sessionState);
  const [state, setState] = useState<StateFilter>('all');
  const list = useCursorList(
    (cursor, signal) => listAppointmentPage(state === 'all' ? {} : { state }, cursor, signal),
    [state],
    { key: ['appointments', 'list', 'all', state] },
  );
  // Opened anew (not by back) it shows what the other side changed meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });
  return (
    <Screen title={m.listTitle}>
      <Tabs className={styles.tabs} activeKey={state} onChange={(key) => setState(key as StateFilter)}>
        {FILTERS.map((filter) => (
          <Tabs.Tab
            key={filter}
            title={intl.formatMessage(filter === 'all' ? m.stateAll : stateLabels[filter])}
          />
        ))}
      </Tabs>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(appointment) => appointment.id}
          empty={
            <EmptyState
              title={
                state === 'all' ? (
                  <FormattedMessage {...m.empty} />
                ) : (
                  <FormattedMessage
                    {...m.emptyState}
                    values={{ state: intl.formatMessage(stateLabels[state]) }}
                  />
                )
              }
            />
          }
          renderItem={(appointment) => (
            <AppointmentCard
              appointment={appointment}
              side={role === 'enterprise' ? 'enterprise' : 'department'}
            />
          )}
        />
      </div>
    </Screen>
  );
}
