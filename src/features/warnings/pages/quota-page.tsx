import { FormattedMessage } from 'react-intl';
import { QuotaMeter } from '../../../components/quota/quota-meter';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getQuota } from '../api';
import { warningMessages as m } from '../messages';
import styles from './pages.module.css';

/** The enterprise's (or, for an officer, any enterprise's) inspections of a year against each department's cap. */
export default function QuotaPage() {
  const params = useScreenParams('enterpriseInspectionList');
  const { enterpriseNumber } = params;
  const year = params.year ?? new Date().getFullYear();
  const quota = useQuery(['warnings', 'quota', enterpriseNumber, year], (signal) =>
    getQuota({ enterpriseNumber, year }, signal),
  );

  return (
    <Screen title={m.yearQuotaTitle} titleValues={{ year }} intro={<FormattedMessage {...m.yearQuotaHint} />}>
      <Loaded state={quota}>
        {(rows) => (
          <div className={styles.meter}>
            <QuotaMeter
              quota={rows}
              hrefFor={(row) =>
                paths.enterpriseInspectionDetail.href({
                  enterpriseNumber,
                  departmentCode: row.departmentCode,
                  departmentName: row.departmentName,
                  year,
                })
              }
              overHint={<FormattedMessage {...m.quotaOver} />}
            />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}
