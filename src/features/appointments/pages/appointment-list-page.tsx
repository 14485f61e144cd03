import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { APPOINTMENT_STATES, type AppointmentState } from '../../../../contract/appointments/rules';
import { useDepartmentFilter } from '../../../components/departments/departments';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import {
  ActiveFilters,
  dateRange,
  knownValue,
  rangeFilter,
  withoutFilter,
} from '../../../lib/ui/active-filters';
import { CursorList } from '../../../lib/ui/cursor-list';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listAppointmentPage } from '../api';
import styles from '../appointments.module.css';
import { AppointmentCard } from '../components/appointment-parts';
import { stateLabels } from '../labels';
import { appointmentMessages as m } from '../messages';

type StateFilter = 'all' | AppointmentState;
const FILTERS: StateFilter[] = ['all', ...APPOINTMENT_STATES];

/**
 * An enterprise's appointments, or those addressed to the officer's department, by state; open ones first. The tab
 * and the booking period (an analysis figure's) are in the address, so back and a shared link keep them.
 */
export default function AppointmentListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { role } = useRecoilValue(sessionState);
  const params = useScreenParams('appointmentList');
  const state: StateFilter = knownValue(APPOINTMENT_STATES, params.state) ?? 'all';
  const narrowed = {
    ...dateRange(params.from, params.to),
    ...(params.departmentCode ? { departmentCode: params.departmentCode } : {}),
  };
  const show = (next: { state?: AppointmentState; from?: string; to?: string; departmentCode?: string }) =>
    navigate(paths.appointmentList.href(next), { replace: true });
  const filters = [
    ...rangeFilter(intl, narrowed, { both: m.bookedRange, from: m.bookedFrom, to: m.bookedTo }),
    ...useDepartmentFilter(narrowed.departmentCode, m.filterDepartment),
  ];
  const narrowedKey = JSON.stringify(narrowed);
  const list = useCursorList(
    (cursor, signal) =>
      listAppointmentPage({ ...narrowed, ...(state === 'all' ? {} : { state }) }, cursor, signal),
    [state, narrowedKey],
    { key: ['appointments', 'list', 'all', state, narrowedKey] },
  );
  // Opened anew (not by back) it shows what the other side changed meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP') void list.refresh();
  });
  const tabState = state === 'all' ? {} : { state };
  return (
    <Screen title={m.listTitle}>
      <ActiveFilters
        filters={filters}
        onRemove={(key) => show({ ...withoutFilter(narrowed, key), ...tabState })}
        onClear={() => show(tabState)}
      />
      <ListTabs
        activeKey={state}
        onChange={(key) =>
          show({ ...narrowed, ...(key === 'all' ? {} : { state: key as AppointmentState }) })
        }
      >
        {FILTERS.map((filter) => (
          <ListTabs.Tab
            key={filter}
            title={intl.formatMessage(filter === 'all' ? m.stateAll : stateLabels[filter])}
          />
        ))}
      </ListTabs>
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
