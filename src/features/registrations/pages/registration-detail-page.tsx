import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import styles from './pages.module.css';
import type { RegistrationDetail } from '../../../../contract/registrations/schemas';
import { DocumentLinks, LegalBasisLink } from '../../../components/documents/document-links';
import { mayReadReceipt } from '../../../components/documents/receipt-access';
import { PhotoStrip } from '../../../components/photos/photo-strip';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState, type Session } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { CheckInFindingText } from '../components/check-in-finding';
import { CorrectionHistory } from '../components/correction-history';
import { EmergencyReviewActions, emergencyReviewRows } from '../components/emergency-review';
import {
  allowanceBasisLabels,
  caseReasonLabels,
  evaluationLevels,
  registeredByLabels,
  typedReasonLabels,
  typeLabels,
} from '../labels';
import { registrationMessages as m } from '../messages';
import { openedFromDetail, useRegistration } from '../use-registration';

type Time = (value: string) => string;

export default function RegistrationDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const { role } = session;
  const { id } = useScreenParams('registrationDetail');
  const detail = useRegistration(id);
  const time: Time = (value) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const open = (href: string) => navigate(href, { state: openedFromDetail });
  const complaintAvailable = useIsRouteAvailable('complaint');
  const appointmentAvailable = useIsRouteAvailable('appointment');
  // the complaint form takes the inspection from the navigation state (the complaints module reads it)
  const complain =
    role === 'enterprise' && complaintAvailable
      ? () => navigate(paths.complaint.href({ comOrOpi: 0 }), { state: { registrationId: id } })
      : null;
  return (
    <Screen
      title={m.detailTitle}
      footer={
        detail.data &&
        registrationActions(detail.data, role, open, time, {
          complain,
          // after fixing what the inspection found, the enterprise asks its department to come back
          recheck:
            role === 'enterprise' && appointmentAvailable && detail.data.problems.length > 0
              ? () =>
                  navigate(
                    paths.appointment.href({
                      registrationId: id,
                      departmentCode: detail.data!.departmentCode,
                      kind: 'recheck',
                    }),
                  )
              : null,
        })
      }
    >
      <Loaded state={detail}>
        {(r) => (
          <div className={styles.sections}>
            <DetailList rows={summaryRows(r, time)} />
            {r.emergencyReview && (
              <DetailList
                header={<FormattedMessage {...m.emergencyReview} />}
                rows={emergencyReviewRows(r, time)}
              />
            )}
            {mayReadReceipt(session, r) && <DocumentLinks kind="receipt" id={r.id} />}
            <DetailList header={<FormattedMessage {...m.items} />} rows={itemRows(r)} />
            <DetailList header={<FormattedMessage {...m.problemsTitle} />} rows={problemRows(r)} />
            <DetailList rows={[{ key: 'remarks', label: m.remarks, value: r.remarks, block: true }]} />
            <DetailList header={<FormattedMessage {...m.evaluation} />} rows={evaluationRows(r, time)} />
            <CorrectionHistory registration={r} time={time} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}

function summaryRows(r: RegistrationDetail, time: Time): DetailRow[] {
  return [
    { key: 'number', label: m.registrationNumber, value: r.registrationNumber },
    { key: 'enterprise', label: m.enterprise, value: `${r.enterpriseName} · ${r.enterpriseNumber}` },
    { key: 'department', label: m.departmentLabel, value: r.departmentName },
    {
      key: 'officers',
      label: m.officers,
      block: true,
      value: r.officers.map((officer) => (
        <div key={officer.certificateNumber}>
          <FormattedMessage
            {...m.officerLine}
            values={{ name: officer.name, certificate: officer.certificateNumber }}
          />
        </div>
      )),
    },
    { key: 'type', label: m.type, value: <FormattedMessage {...typeLabels[r.type]} /> },
    { key: 'plan', label: m.plan, value: r.planTitle, block: true },
    {
      key: 'caseReason',
      label: m.caseReason,
      value: r.caseReason && <FormattedMessage {...caseReasonLabels[r.caseReason]} />,
    },
    { key: 'caseReference', label: m.caseReference, value: r.caseReference, block: true },
    { key: 'triggerReason', label: m.triggerReason, value: r.triggerReason, block: true },
    {
      key: 'allowanceBasis',
      label: m.allowanceBasis,
      value: <FormattedMessage {...allowanceBasisLabels[r.allowanceBasis]} />,
    },
    {
      key: 'registeredBy',
      label: m.registeredBy,
      value: (
        <>
          <FormattedMessage {...registeredByLabels[r.registeredBy]} />
          {r.typedReason && (
            <>
              {' · '}
              <FormattedMessage {...typedReasonLabels[r.typedReason]} />
            </>
          )}
        </>
      ),
    },
    {
      key: 'legalBasis',
      label: m.legalBasis,
      value: r.legalBasis && (
        <>
          <div>{r.legalBasis}</div>
          <LegalBasisLink basis={r.legalBasis} />
        </>
      ),
      block: true,
    },
    {
      key: 'time',
      label: m.time,
      value: (
        <FormattedMessage {...m.timeRange} values={{ start: time(r.startedAt), end: time(r.endedAt) }} />
      ),
      block: true,
    },
    { key: 'place', label: m.place, value: r.location?.text, block: true },
    { key: 'checkedIn', label: m.checkedIn, value: r.checkedInAt && time(r.checkedInAt) },
    {
      key: 'checkInFinding',
      label: m.checkInFinding,
      value: r.checkIn && <CheckInFindingText finding={r.checkIn} />,
      block: true,
    },
    {
      key: 'registeredAt',
      label: m.registeredAt,
      value: (
        <>
          {time(r.registeredAt)}{' '}
          {r.late && (
            <Tag color="warning">
              <FormattedMessage {...m.late} />
            </Tag>
          )}
        </>
      ),
    },
    { key: 'lateReason', label: m.lateReason, value: r.lateReason, block: true },
  ];
}

function itemRows(r: RegistrationDetail): DetailRow[] {
  return r.items.map((item) => ({
    key: item.code,
    label: item.name,
    value: (
      <span className={item.result === 'compliant' ? styles.good : styles.bad}>
        <FormattedMessage {...(item.result === 'compliant' ? m.compliant : m.nonCompliant)} />
      </span>
    ),
  }));
}

function problemRows(r: RegistrationDetail): DetailRow[] {
  return r.problems.map((problem, index) => ({
    key: String(index),
    label: problem.description,
    block: true,
    value: (
      <>
        <FormattedMessage {...m.rectification} values={{ text: problem.rectification }} />
        {problem.photos.length > 0 && (
          <div className={styles.photos}>
            <PhotoStrip photos={problem.photos} alt={m.photoAlt} />
          </div>
        )}
      </>
    ),
  }));
}

function evaluationRows({ evaluation }: RegistrationDetail, time: Time): DetailRow[] {
  const level = evaluationLevels.find((candidate) => candidate.value === evaluation?.level);
  if (!evaluation || !level) return [];
  return [
    { key: 'level', label: m.level, value: <FormattedMessage {...level.label} /> },
    { key: 'comment', label: m.comment, value: evaluation.comment, block: true },
    { key: 'evaluatedAt', label: m.evaluatedAt, value: time(evaluation.evaluatedAt) },
  ];
}

/**
 * The enterprise rates (or re-rates) it within its window and may complain about it; a supervisor reviews a pending
 * emergency inspection; the registering officer corrects it within its window.
 */
function registrationActions(
  r: RegistrationDetail,
  role: Session['role'],
  open: (href: string) => void,
  time: Time,
  { complain, recheck }: { complain: (() => void) | null; recheck: (() => void) | null },
): ReactNode {
  if (role === 'enterprise' && (r.canEvaluate || complain || recheck)) {
    return (
      <>
        {r.canEvaluate && (
          <Button block color="primary" onClick={() => open(paths.evaluate.href({ id: r.id }))}>
            <FormattedMessage {...(r.evaluation ? m.changeEvaluation : m.evaluate)} />
          </Button>
        )}
        {r.canEvaluate && r.evaluation && (
          <span className={styles.muted}>
            <FormattedMessage {...m.changeableUntil} values={{ time: time(r.evaluation.changeableUntil) }} />
          </span>
        )}
        {recheck && (
          <Button block color="primary" fill="outline" onClick={recheck}>
            <FormattedMessage {...m.bookRecheck} />
          </Button>
        )}
        {complain && (
          <Button block color="danger" fill="outline" onClick={complain}>
            <FormattedMessage {...m.complainAbout} />
          </Button>
        )}
      </>
    );
  }
  if (role === 'officer' && r.canReviewEmergency) return <EmergencyReviewActions registration={r} />;
  if (role === 'officer' && r.canCorrect) {
    return (
      <>
        <Button block onClick={() => open(paths.registrationEdit.href({ id: r.id }))}>
          <FormattedMessage {...m.edit} />
        </Button>
        {r.correctableUntil && (
          <span className={styles.muted}>
            <FormattedMessage {...m.correctableUntil} values={{ time: time(r.correctableUntil) }} />
          </span>
        )}
      </>
    );
  }
  return null;
}
