import { Tag } from 'antd-mobile';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { documentRef } from '../../../../contract/documents/rules';
import type { PlanDetail } from '../../../../contract/plans/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { timelineRows } from '../../../lib/ui/timeline-rows';
import { getPlan, planKey } from '../api';
import { drawRows, DrawWarnings } from '../components/draw-record';
import { PlanActions } from '../components/plan-actions';
import { PlanProgress, StatusTag } from '../components/plan-parts';
import { eventLabels, typeLabels, usePlanFormats } from '../labels';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

type Formats = ReturnType<typeof usePlanFormats>;

/** One plan: what it is, who approved it, how its targets were drawn, its history and each target's inspection. */
export default function PlanDetailPage() {
  const { id } = useScreenParams('enforcementPlanDetailed');
  const { role } = useRecoilValue(sessionState);
  const intl = useIntl();
  const formats = usePlanFormats();
  const detail = useQuery(planKey(id), (signal) => getPlan(id, signal));
  return (
    <Screen
      title={m.detailTitle}
      intro={detail.data?.title}
      footer={detail.data && <PlanActions plan={detail.data} />}
    >
      <Loaded state={detail}>
        {(plan) => (
          <div className={styles.sections}>
            <DetailList rows={summaryRows(plan, formats)} />
            <DetailList header={<FormattedMessage {...m.items} />} rows={itemRows(plan)} />
            <DetailList header={<FormattedMessage {...m.officers} />} rows={officerRows(plan)} />
            <DetailList
              header={<FormattedMessage {...m.departments} />}
              rows={departmentRows(plan, formats)}
            />
            <DrawWarnings plan={plan} />
            <DetailList
              header={<FormattedMessage {...m.drawRecord} />}
              rows={drawRows(plan, formats, intl)}
            />
            <DetailList header={<FormattedMessage {...m.timeline} />} rows={eventRows(plan, formats)} />
            <DetailList
              header={<FormattedMessage {...m.targets} />}
              rows={targetRows(plan, formats, intl, role === 'officer' && plan.status === 'in_progress')}
            />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}

const drawnTag = (
  <Tag color="primary" fill="outline">
    <FormattedMessage {...m.drawnMark} />
  </Tag>
);

function summaryRows(plan: PlanDetail, formats: Formats): DetailRow[] {
  const waitingApproval =
    plan.status === 'draft' || plan.status === 'submitted' || plan.status === 'returned';
  return [
    { key: 'status', label: m.status, value: <StatusTag status={plan.status} /> },
    { key: 'type', label: m.type, value: <FormattedMessage {...typeLabels[plan.type]} /> },
    { key: 'department', label: m.department, value: plan.departmentName },
    { key: 'period', label: m.period, value: formats.period(plan.periodFrom, plan.periodTo) },
    {
      key: 'lastApproval',
      label: m.lastApprovalDate,
      value: waitingApproval && formats.day(plan.lastApprovalDate),
    },
    { key: 'legalBasis', label: m.legalBasis, value: plan.legalBasis, block: true },
    {
      key: 'progress',
      label: m.progressLabel,
      value: <PlanProgress inspected={plan.targetsInspected} planned={plan.targetsPlanned} />,
      block: true,
    },
  ];
}

function itemRows(plan: PlanDetail): DetailRow[] {
  return plan.items.map((item) => ({ key: item.code, label: item.name, value: item.code }));
}

function officerRows(plan: PlanDetail): DetailRow[] {
  return plan.officers.map((officer) => ({
    key: officer.certificateNumber,
    label: (
      <FormattedMessage
        {...m.officerLine}
        values={{ name: officer.name, certificate: officer.certificateNumber }}
      />
    ),
    value: (
      <>
        {officer.departmentName} {officer.drawn && drawnTag}
      </>
    ),
    block: true,
  }));
}

function departmentRows(plan: PlanDetail, formats: Formats): DetailRow[] {
  return plan.departments.map((department) => ({
    key: department.code,
    label: (
      <>
        {department.name}
        {department.lead && (
          <>
            {' '}
            <Tag fill="outline">
              <FormattedMessage {...m.leadDepartment} />
            </Tag>
          </>
        )}
      </>
    ),
    value:
      department.approvedAt && department.approverName ? (
        <span className={styles.good}>
          <FormattedMessage
            {...m.approvedBy}
            values={{ name: department.approverName, time: formats.time(department.approvedAt) }}
          />
        </span>
      ) : (
        <span className={styles.muted}>
          <FormattedMessage {...m.notApproved} />
        </span>
      ),
    block: true,
  }));
}

function eventRows(plan: PlanDetail, formats: Formats): DetailRow[] {
  return timelineRows(
    plan.events.map((event) => ({
      at: event.at,
      action: <FormattedMessage {...eventLabels[event.action]} />,
      actor: (
        <FormattedMessage
          {...m.eventActor}
          values={{ name: event.actorName, department: event.departmentName }}
        />
      ),
      lines: [event.reason && <FormattedMessage {...m.eventReason} values={{ reason: event.reason }} />],
    })),
    formats.time,
  );
}

function targetRows(
  plan: PlanDetail,
  formats: Formats,
  intl: IntlShape,
  canShowNotice: boolean,
): DetailRow[] {
  return plan.targets.map((target) => ({
    key: target.enterpriseNumber,
    label: (
      <>
        {target.name} · {target.enterpriseNumber} {target.drawn && drawnTag}
        {target.nearCap && (
          <>
            {' '}
            <Tag color="warning" fill="outline">
              <FormattedMessage {...m.nearCap} values={{ count: target.remaining ?? 0 }} />
            </Tag>
          </>
        )}
      </>
    ),
    value: (
      <>
        {target.inspectedAt ? (
          <span className={styles.good}>
            <FormattedMessage {...m.inspectedAt} values={{ time: formats.time(target.inspectedAt) }} />
          </span>
        ) : (
          <span className={styles.muted}>
            <FormattedMessage {...m.notInspected} />
          </span>
        )}
        {(target.registrationId || target.noticeId || canShowNotice) && (
          <span className={styles.targetActions}>
            {target.registrationId && (
              <Link
                className={styles.textLink}
                to={paths.registrationDetail.href({ id: target.registrationId })}
              >
                <FormattedMessage {...m.viewRegistration} />
              </Link>
            )}
            {target.noticeId && (
              <Link
                className={styles.textLink}
                to={paths.pdfView.href({ doc: documentRef('notice', target.noticeId) })}
                aria-label={intl.formatMessage(m.noticeDocumentFor, { name: target.name })}
              >
                <FormattedMessage {...m.noticeDocument} />
              </Link>
            )}
            {canShowNotice && (
              <Link
                className={styles.linkButton}
                to={paths.enforceNotice.href({ planId: plan.id, enterpriseNumber: target.enterpriseNumber })}
                aria-label={intl.formatMessage(m.showNoticeFor, { name: target.name })}
              >
                <FormattedMessage {...m.showNotice} />
              </Link>
            )}
          </span>
        )}
      </>
    ),
    block: true,
  }));
}
