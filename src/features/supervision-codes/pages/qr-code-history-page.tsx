import { List, Tag } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CodeHistoryItem } from '../../../../contract/supervision-codes/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getCodeHistory } from '../api';
import { supervisionCodeMessages as m } from '../messages';
import styles from './pages.module.css';

function CodeScans({ code }: { code: CodeHistoryItem }) {
  const intl = useIntl();
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List
      className={styles.links}
      header={
        <span>
          <FormattedMessage {...m.codeLabel} values={{ codeId: code.codeId.slice(0, 8) }} /> ·{' '}
          <FormattedMessage {...m.codeIssuedAt} values={{ time: time(code.issuedAt) }} />{' '}
          {code.revokedAt ? (
            <Tag color="default">
              <FormattedMessage {...m.revoked} values={{ time: time(code.revokedAt) }} />
            </Tag>
          ) : (
            <Tag color="success">
              <FormattedMessage {...m.active} />
            </Tag>
          )}
        </span>
      }
    >
      {code.scans.length === 0 ? (
        <List.Item>
          <span className={styles.hint}>
            <FormattedMessage {...m.noScans} />
          </span>
        </List.Item>
      ) : (
        code.scans.map((scan) => (
          <List.Item
            key={scan.scanId}
            description={
              <FormattedMessage
                {...m.scanBy}
                values={{ department: scan.departmentName, name: scan.staffName }}
              />
            }
            extra={
              <Tag color={scan.purpose === 'inspection' ? 'primary' : 'success'}>
                <FormattedMessage {...(scan.purpose === 'inspection' ? m.scanInspection : m.scanVisit)} />
              </Tag>
            }
          >
            {time(scan.scannedAt)}
          </List.Item>
        ))
      )}
    </List>
  );
}

export default function QrCodeHistoryPage() {
  const history = useQuery(['supervision-codes', 'history'], (signal) => getCodeHistory(signal));
  return (
    <Screen title={m.historyTitle}>
      <Loaded
        state={history}
        skeleton="list"
        isEmpty={(codes) => codes.length === 0}
        empty={<EmptyState title={<FormattedMessage {...m.historyEmpty} />} />}
      >
        {(codes) => codes.map((code) => <CodeScans key={code.codeId} code={code} />)}
      </Loaded>
    </Screen>
  );
}
