import { Form, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ESCALATE_AT_REOPEN, isDissatisfied, RATING_LEVELS } from '../../../../contract/complaints/rules';
import type { ComplaintDetail } from '../../../../contract/complaints/schemas';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { complaintKey, getComplaint, rateComplaint } from '../api';
import { isOpenedFromDetail } from '../complaint-navigation';
import styles from '../complaints.module.css';
import { complaintMessages as m } from '../messages';
import { ratingEffect, ratingForm, type RatingEffect, type RatingValues } from '../rating-form';

const levelLabels = [m.level1, m.level2, m.level3, m.level4, m.level5] as const;

const effectNotes: Record<Exclude<RatingEffect, 'closes'>, typeof m.effectReopens> = {
  reopens: m.effectReopens,
  escalates: m.effectEscalates,
  closesAfterEscalation: m.effectClosesAfterEscalation,
};

/** The complainant rates the handling of a replied complaint; a dissatisfied rating reopens (or escalates) it. */
export default function ComplaintEvaluatePage() {
  const { id } = useScreenParams('complaintEvaluate');
  const detail = useQuery(complaintKey(id), (signal) => getComplaint(id, signal));
  const [rated, setRated] = useState<{ complaint: ComplaintDetail; level: number } | null>(null);
  return (
    <Screen title={m.rateTitle} intro={detail.data?.complaintNumber}>
      {rated ? (
        <RatingOutcome complaint={rated.complaint} level={rated.level} />
      ) : (
        <Loaded
          state={detail}
          isEmpty={(complaint) => !complaint.allowedActions.includes('rate')}
          empty={<EmptyState title={<FormattedMessage {...m.notRateable} />} />}
        >
          {(complaint) => (
            <RatingFormBody
              complaint={complaint}
              onRated={(saved, level) => setRated({ complaint: saved, level })}
            />
          )}
        </Loaded>
      )}
    </Screen>
  );
}

function RatingFormBody({
  complaint,
  onRated,
}: {
  complaint: ComplaintDetail;
  onRated: (saved: ComplaintDetail, level: number) => void;
}) {
  const intl = useIntl();
  const context = useMemo(() => ({ id: complaint.id, version: complaint.version }), [complaint]);
  const kit = useContractForm(ratingForm, {
    context,
    draftKey: `complaint-rate-${complaint.id}`,
    send: rateComplaint,
    onSaved: (saved) => onRated(saved, kit.form.getFieldValue('level') as number),
  });
  const level = Form.useWatch('level', kit.form) as RatingValues['level'];
  const effect = ratingEffect(level, complaint, ESCALATE_AT_REOPEN);
  const dissatisfied = level !== undefined && isDissatisfied(level);

  return (
    <>
      <NoticeBar color="info" wrap content={intl.formatMessage(m.rateIntro)} />
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.submitRating} />
          </SubmitButton>
        }
      >
        <FormField
          name="level"
          label={intl.formatMessage(m.level)}
          kind="radio"
          description={
            <div aria-live="polite">
              {effect && effect !== 'closes' && (
                <p className={styles.effect}>
                  <FormattedMessage {...effectNotes[effect]} values={{ count: complaint.reopenCount }} />
                </p>
              )}
            </div>
          }
        >
          <Radio.Group>
            <Space direction="vertical">
              {RATING_LEVELS.map((value) => (
                <Radio key={value} value={value}>
                  <FormattedMessage {...levelLabels[value - 1]} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </FormField>
        <FormField name="comment" label={intl.formatMessage(dissatisfied ? m.reason : m.comment)}>
          <TextArea maxLength={500} rows={4} showCount />
        </FormField>
      </ContractForm>
    </>
  );
}

/** What happens next, in plain words: closed, reopened, escalated, or closed with the poor rating kept. */
function RatingOutcome({ complaint, level }: { complaint: ComplaintDetail; level: number }) {
  const navigate = useNavigate();
  const fromDetail = isOpenedFromDetail(useLocation().state);
  const [title, text] =
    complaint.state === 'assigned'
      ? complaint.escalated
        ? [m.doneEscalatedTitle, m.doneEscalatedText]
        : [m.doneReopenedTitle, m.doneReopenedText]
      : isDissatisfied(level) && complaint.escalated
        ? [m.doneAfterEscalationTitle, m.doneAfterEscalationText]
        : [m.doneClosedTitle, m.doneClosedText];
  return (
    <section className={styles.result} role="status">
      <h2 className={styles.resultTitle}>
        <FormattedMessage {...title} />
      </h2>
      <p className={styles.resultText}>
        <FormattedMessage {...text} />
      </p>
      <Button
        block
        color="primary"
        onClick={() =>
          fromDetail
            ? navigate(-1)
            : navigate(paths.complaintDetailView.href({ id: complaint.id }), { replace: true })
        }
      >
        <FormattedMessage {...m.viewComplaint} />
      </Button>
    </section>
  );
}
