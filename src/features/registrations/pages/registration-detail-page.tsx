import { Button, ImageViewer, List, Tag } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useApi } from '../../../lib/http/use-api';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { getOverlayContainer, registerOverlayCleaner } from '../../../lib/ui/overlay';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { getRegistration } from '../api';
import { caseReasonLabels, evaluationLevels, typeLabels } from '../labels';
import { registrationMessages as m } from '../messages';
import styles from './pages.module.css';

registerOverlayCleaner(ImageViewer.clear);

export default function RegistrationDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  const id = params.get('id') ?? '';
  const detail = useApi((signal) => getRegistration(id, signal), [id], Boolean(id));
  useKeepAliveNavigation(() => detail.reload());
  const time = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  if (!id) {
    navigate(paths.notExist.href(), { replace: true });
    return null;
  }
  if (detail.loading && !detail.data) return <PageLoading />;
  if (detail.error || !detail.data) return <PageError message={detail.error?.message ?? ''} onRetry={detail.reload} />;
  const r = detail.data;
  const levelLabel = r.evaluation ? evaluationLevels.find((level) => level.value === r.evaluation?.level)?.label : undefined;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.detailTitle} />
      </h1>
      <List>
        <List.Item extra={r.registrationNumber}>
          <FormattedMessage {...m.registrationNumber} />
        </List.Item>
        <List.Item extra={r.enterpriseName} description={r.enterpriseNumber}>
          <FormattedMessage {...m.enterprise} />
        </List.Item>
        <List.Item extra={r.departmentName}>
          <FormattedMessage {...m.departmentLabel} />
        </List.Item>
        <List.Item
          description={r.officers.map((officer) => (
            <div key={officer.certificateNumber}>
              <FormattedMessage {...m.officerLine} values={{ name: officer.name, certificate: officer.certificateNumber }} />
            </div>
          ))}
        >
          <FormattedMessage {...m.officers} />
        </List.Item>
        <List.Item extra={<FormattedMessage {...typeLabels[r.type]} />}>
          <FormattedMessage {...m.type} />
        </List.Item>
        {r.planTitle && (
          <List.Item description={r.planTitle}>
            <FormattedMessage {...m.plan} />
          </List.Item>
        )}
        {r.caseReason && (
          <List.Item extra={<FormattedMessage {...caseReasonLabels[r.caseReason]} />}>
            <FormattedMessage {...m.caseReason} />
          </List.Item>
        )}
        {r.triggerReason && (
          <List.Item description={r.triggerReason}>
            <FormattedMessage {...m.triggerReason} />
          </List.Item>
        )}
        {r.legalBasis && (
          <List.Item description={r.legalBasis}>
            <FormattedMessage {...m.legalBasis} />
          </List.Item>
        )}
        <List.Item description={<FormattedMessage {...m.timeRange} values={{ start: time(r.startedAt), end: time(r.endedAt) }} />}>
          <FormattedMessage {...m.time} />
        </List.Item>
        {r.location && (
          <List.Item description={r.location.text}>
            <FormattedMessage {...m.place} />
          </List.Item>
        )}
        {r.checkedInAt && (
          <List.Item extra={time(r.checkedInAt)}>
            <FormattedMessage {...m.checkedIn} />
          </List.Item>
        )}
        <List.Item extra={time(r.registeredAt)}>
          <FormattedMessage {...m.registeredAt} /> {r.late && <Tag color="warning"><FormattedMessage {...m.late} /></Tag>}
        </List.Item>
        {r.lateReason && (
          <List.Item description={r.lateReason}>
            <FormattedMessage {...m.lateReason} />
          </List.Item>
        )}
      </List>

      <List className={styles.section} header={<FormattedMessage {...m.items} />}>
        {r.items.map((item) => (
          <List.Item
            key={item.code}
            extra={
              <span className={item.result === 'compliant' ? styles.good : styles.bad}>
                <FormattedMessage {...(item.result === 'compliant' ? m.compliant : m.nonCompliant)} />
              </span>
            }
          >
            {item.name}
          </List.Item>
        ))}
      </List>

      {r.problems.length > 0 && (
        <List className={styles.section} header={<FormattedMessage {...m.problemsTitle} />}>
          {r.problems.map((problem, index) => (
            <List.Item
              key={index}
              description={
                <>
                  <FormattedMessage {...m.rectification} values={{ text: problem.rectification }} />
                  {problem.photos.length > 0 && (
                    <div className={styles.photos}>
                      {problem.photos.map((photo, photoIndex) => (
                        <button
                          key={photo.photoId}
                          type="button"
                          className={styles.photo}
                          onClick={() => ImageViewer.Multi.show({ images: problem.photos.map((p) => p.url), defaultIndex: photoIndex, getContainer: getOverlayContainer })}
                        >
                          <img src={photo.url} alt={intl.formatMessage(m.photoAlt, { index: photoIndex + 1 })} loading="lazy" />
                        </button>
                      ))}
                    </div>
                  )}
                </>
              }
            >
              {problem.description}
            </List.Item>
          ))}
        </List>
      )}

      {r.remarks && (
        <List className={styles.section}>
          <List.Item description={r.remarks}>
            <FormattedMessage {...m.remarks} />
          </List.Item>
        </List>
      )}

      {r.evaluation && levelLabel && (
        <List className={styles.section} header={<FormattedMessage {...m.evaluation} />}>
          <List.Item description={r.evaluation.comment || undefined} extra={<FormattedMessage {...levelLabel} />}>
            {time(r.evaluation.evaluatedAt)}
          </List.Item>
        </List>
      )}

      {r.audit.length > 0 && (
        <List className={styles.section} header={<FormattedMessage {...m.audit} />}>
          {r.audit.map((entry) => (
            <List.Item
              key={entry.at}
              className={styles.audit}
              description={entry.changes.map((change) => (
                <div key={change.field}>
                  <FormattedMessage {...m.auditChange} values={change} />
                </div>
              ))}
            >
              <FormattedMessage {...m.auditLine} values={{ time: time(entry.at), name: entry.officerName, reason: entry.reason }} />
            </List.Item>
          ))}
        </List>
      )}

      <div className={styles.actions}>
        {session.role === 'enterprise' && r.canEvaluate && (
          <>
            <Button block color="primary" onClick={() => navigate(paths.evaluate.href({ id: r.id }))}>
              <FormattedMessage {...(r.evaluation ? m.changeEvaluation : m.evaluate)} />
            </Button>
            {r.evaluation && (
              <span className={styles.muted}>
                <FormattedMessage {...m.changeableUntil} values={{ time: time(r.evaluation.changeableUntil) }} />
              </span>
            )}
          </>
        )}
        {session.role === 'officer' && r.canEdit && (
          <>
            <Button block onClick={() => navigate(paths.registrationEdit.href({ id: r.id }))}>
              <FormattedMessage {...m.edit} />
            </Button>
            {r.editableUntil && (
              <span className={styles.muted}>
                <FormattedMessage {...m.editableUntil} values={{ time: time(r.editableUntil) }} />
              </span>
            )}
          </>
        )}
      </div>
    </main>
  );
}
