import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InspectionApproval } from '../../../../contract/inspection-approvals/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { approvalKey, getInspectionApproval } from '../api';
import styles from '../approvals.module.css';
import { ApprovalActions } from '../components/approval-actions';
import { StatusTag } from '../components/status-tag';
import { useApprovalFormats } from '../labels';
import { approvalMessages as m } from '../messages';

type Formats = ReturnType<typeof useApprovalFormats>;

/** One request for prior approval: what it covers, who asked and who decided, and the registration that used it. */
export default function ApprovalDetailPage() {
  const { id } = useScreenParams('inspectionApprovalDetail');
  const formats = useApprovalFormats();
  const detail = useQuery(approvalKey(id), (signal) => getInspectionApproval(id, signal));
  return (
    <Screen
      title={m.detailTitle}
      intro={detail.data?.enterpriseName}
      footer={detail.data && <ApprovalActions approval={detail.data} />}
    >
      <Loaded state={detail}>
        {(approval) => (
          <div className={styles.sections}>
            <DetailList rows={summaryRows(approval, formats)} />
            <DetailList
              header={<FormattedMessage {...m.items} />}
              rows={approval.items.map((item) => ({ key: item.code, label: item.name, value: item.code }))}
            />
            <DetailList rows={decisionRows(approval, formats)} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}

function summaryRows(approval: InspectionApproval, formats: Formats): DetailRow[] {
  return [
    {
      key: 'status',
      label: m.status,
      value: (
        <>
          <StatusTag status={approval.status} />
          {approval.usable && (
            <>
              {' '}
              <Tag color="success" className={styles.tag}>
                <FormattedMessage {...m.usable} />
              </Tag>
            </>
          )}
        </>
      ),
    },
    {
      key: 'enterprise',
      label: m.enterprise,
      value: (
        <FormattedMessage
          {...m.enterpriseLine}
          values={{ name: approval.enterpriseName, number: approval.enterpriseNumber }}
        />
      ),
      block: true,
    },
    { key: 'department', label: m.department, value: approval.departmentName },
    { key: 'window', label: m.window, value: formats.window(approval.validFrom, approval.validTo) },
    { key: 'reason', label: m.reason, value: approval.reason, block: true },
  ];
}

function decisionRows(approval: InspectionApproval, formats: Formats): DetailRow[] {
  return [
    {
      key: 'requester',
      label: m.requester,
      value: (
        <FormattedMessage
          {...m.personAt}
          values={{ name: approval.requestedByName, time: formats.time(approval.requestedAt) }}
        />
      ),
    },
    {
      key: 'decider',
      label: m.decider,
      value: approval.decidedByName && approval.decidedAt && (
        <FormattedMessage
          {...m.personAt}
          values={{ name: approval.decidedByName, time: formats.time(approval.decidedAt) }}
        />
      ),
    },
    { key: 'decisionNote', label: m.decisionNote, value: approval.decisionNote, block: true },
    {
      key: 'registration',
      label: m.registration,
      value: approval.registration && (
        <Link
          className={styles.textLink}
          to={paths.registrationDetail.href({ id: approval.registration.id })}
        >
          <FormattedMessage
            {...m.viewRegistration}
            values={{ number: approval.registration.registrationNumber }}
          />
        </Link>
      ),
      block: true,
    },
  ];
}
