import { useIntl } from 'react-intl';
import type { Visit } from '../../../../contract/visits/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getVisit } from '../api';
import { visitMessages as m } from '../messages';

function visitRows(visit: Visit, timeRange: string): DetailRow[] {
  return [
    { key: 'enterpriseName', label: m.enterpriseName, value: visit.enterpriseName },
    { key: 'enterpriseNumber', label: m.enterpriseNumber, value: visit.enterpriseNumber },
    { key: 'address', label: m.address, value: visit.address, block: true },
    { key: 'purpose', label: m.purpose, value: visit.purpose, block: true },
    { key: 'staff', label: m.staff, value: visit.staffName },
    { key: 'department', label: m.department, value: visit.departmentName },
    { key: 'time', label: m.time, value: timeRange, block: true },
    { key: 'place', label: m.place, value: visit.location?.text, block: true },
    { key: 'notes', label: m.notes, value: visit.notes, block: true },
  ];
}

export default function VisitDetailPage() {
  const intl = useIntl();
  const { id } = useScreenParams('nonSignDetail');
  const visit = useQuery(['visits', 'detail', id], (signal) => getVisit(id, signal));
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Screen title={m.detailTitle} intro={intl.formatMessage(m.notCounted)}>
      <Loaded state={visit}>
        {(data) => (
          <DetailList
            rows={visitRows(
              data,
              intl.formatMessage(m.timeRange, { start: time(data.startedAt), end: time(data.endedAt) }),
            )}
          />
        )}
      </Loaded>
    </Screen>
  );
}
