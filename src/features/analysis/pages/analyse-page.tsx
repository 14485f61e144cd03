import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useQuery } from '../../../lib/http/use-query';
import { formatDay } from '../../../lib/i18n/calendar-date';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import nativeStyles from '../../../lib/ui/native-control.module.css';
import { Screen } from '../../../lib/ui/screen';
import { complaintOptionsKey, getComplaintOptions, getDepartmentAnalysis } from '../api';
import styles from '../components/analysis.module.css';
import { DepartmentFigures, departmentLinks, isEmptyPeriod } from '../components/department-figures';
import { periodValues } from '../components/format';
import { PeriodNote, PeriodSwitch } from '../components/period-switch';
import { analysisMessages as m } from '../messages';
import { periodInput } from '../period';
import { usePeriodParam } from '../period-params';

/** A supervisor chooses among the departments that inspect. */
function DepartmentPicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const options = useQuery(complaintOptionsKey, (signal) => getComplaintOptions(signal));
  const departments = options.data?.departments ?? [];
  return (
    <div className={styles.controls}>
      <label className={styles.pickerLabel}>
        <FormattedMessage {...m.departmentPicker} />
        <select
          className={nativeStyles.control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {!departments.some((d) => d.code === value) && <option value={value}>{value}</option>}
          {departments.map((department) => (
            <option key={department.code} value={department.code}>
              {department.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** `/analyse`: the officer's department in a period against the period before (a supervisor's, any department). */
export default function AnalysePage() {
  const intl = useIntl();
  const session = useRecoilValue(sessionState);
  const supervisor = session.capabilities.includes('supervisor');
  const navigate = useNavigate();
  const params = useScreenParams('analyse');
  const own = session.departmentCode ?? '';
  const department = supervisor && params.departmentCode ? params.departmentCode : own;
  const setDepartment = (code: string) =>
    navigate(paths.analyse.href({ ...params, departmentCode: code === own ? undefined : code }), {
      replace: true,
    });
  const [choice, setChoice] = usePeriodParam('analyse');
  const input = { ...periodInput(choice), ...(department !== own ? { departmentCode: department } : {}) };
  const analysis = useQuery(
    ['analysis', 'department', department, choice.period, choice.from ?? '', choice.to ?? ''],
    (signal) => getDepartmentAnalysis(input, signal),
  );
  const cityAvailable = useIsRouteAvailable('comprehensiveAnalysis');
  const availability = {
    registrationList: useIsRouteAvailable('registrationList'),
    earlyWarning: useIsRouteAvailable('earlyWarning'),
    enforceNotice: useIsRouteAvailable('enforceNotice'),
    enforcementPlanBase: useIsRouteAvailable('enforcementPlanBase'),
    appointmentList: useIsRouteAvailable('appointmentList'),
  };
  // An officer's lists are their own department's; the supervision office's are narrowed to the one shown.
  const linksFor = (period: { from: string; to: string }) =>
    supervisor
      ? departmentLinks((name) => availability[name], period, department)
      : departmentLinks((name) => availability[name], period);
  const data = analysis.data;

  return (
    <Screen title={m.departmentTitle}>
      {supervisor && cityAvailable && (
        <Link className={styles.link} to={paths.comprehensiveAnalysis.href()}>
          <FormattedMessage {...m.cityLink} />
        </Link>
      )}
      <PeriodSwitch value={choice} onChange={setChoice} />
      {supervisor && <DepartmentPicker value={department} onChange={setDepartment} />}
      <PeriodNote>
        {data && (
          <FormattedMessage
            {...m.departmentIntro}
            values={{ department: data.department.name, ...periodValues(intl, data.period, data.previous) }}
          />
        )}
      </PeriodNote>
      <Loaded
        state={analysis}
        isEmpty={isEmptyPeriod}
        empty={
          data && (
            <EmptyState
              title={<FormattedMessage {...m.emptyTitle} />}
              text={
                <FormattedMessage
                  {...m.emptyText}
                  values={{
                    department: data.department.name,
                    from: formatDay(intl, data.period.from),
                    to: formatDay(intl, data.period.to),
                  }}
                />
              }
            />
          )
        }
      >
        {(loaded) => <DepartmentFigures data={loaded} links={linksFor(loaded.period)} />}
      </Loaded>
    </Screen>
  );
}
