import { NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_PHOTOS_MAX,
  DEFAULT_COMPLAINT_DEADLINES,
  kindOfComOrOpi,
  type ComplaintKind,
} from '../../../../contract/complaints/rules';
import { categoryLabels } from '../../../components/complaints/complaint-labels';
import { PhotoField } from '../../../components/photos/photo-field';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useHost } from '../../../lib/host-sdk/use-host';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { createComplaint, getComplaintOptions, uploadComplaintPhoto } from '../api';
import {
  complaintDraftKey,
  complaintForm,
  newComplaintValues,
  subjectOf,
  type ComplaintFormContext,
  type ComplaintStart,
} from '../complaint-form';
import styles from '../complaints.module.css';
import { ContactFields } from '../components/contact-fields';
import { SubjectField } from '../components/subject-field';
import { complaintMessages as m } from '../messages';

/** The hand-over of another screen (a notice, a warning, a registration), if its navigation state carries one. */
function startOf(state: unknown): ComplaintStart | null {
  if (!state || typeof state !== 'object') return null;
  const { notice, registrationId, warning } = state as ComplaintStart;
  if (notice || registrationId || warning) return { notice, registrationId, warning };
  return null;
}

/** A complaint (`comOrOpi=0`) or an opinion (`1`); with `isSelect` the inspection is picked from the history. */
export default function ComplaintFormPage() {
  const intl = useIntl();
  const { comOrOpi, isSelect, registrationId } = useScreenParams('complaint');
  const kind = kindOfComOrOpi(comOrOpi);
  const location = useLocation();
  // read once: the state of the first visit, not of a later render
  const [start] = useState(() => startOf(location.state));
  const pickInspection = Boolean(isSelect) && !start;
  const options = useQuery(['complaints', 'options'], (signal) => getComplaintOptions(signal));
  const deadlines = options.data?.deadlines ?? DEFAULT_COMPLAINT_DEADLINES;
  const draftKey = complaintDraftKey(kind, start, pickInspection);
  return (
    <Screen
      title={kind === 'complaint' ? m.complaintTitle : m.opinionTitle}
      intro={
        kind === 'complaint'
          ? intl.formatMessage(m.complaintIntro, {
              accept: deadlines.acceptWorkingDays,
              reply: deadlines.replyWorkingDays,
            })
          : intl.formatMessage(m.opinionIntro)
      }
    >
      <ComplaintFormBody
        key={draftKey}
        kind={kind}
        start={start}
        pickInspection={pickInspection}
        pickedId={registrationId}
        draftKey={draftKey}
        contactHours={deadlines.contactHours}
      />
    </Screen>
  );
}

function ComplaintFormBody({
  kind,
  start,
  pickInspection,
  pickedId,
  draftKey,
  contactHours,
}: {
  kind: ComplaintKind;
  start: ComplaintStart | null;
  pickInspection: boolean;
  pickedId: string | undefined;
  draftKey: string;
  contactHours: number;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { phonenumber } = useRecoilValue(sessionState);
  const host = useHost() ?? null;

  // the values the form starts from; the draft (restored by the kit) takes precedence
  const initialValues = useMemo(
    () => newComplaintValues(phonenumber, subjectOf(start, pickedId)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const context = useMemo<ComplaintFormContext>(() => ({ kind, pickInspection }), [kind, pickInspection]);
  const kit = useContractForm(complaintForm, {
    context,
    draftKey,
    idempotencyKey: draftKey,
    send: createComplaint,
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.submitted));
      navigate(paths.complaintDetailView.href({ id: saved.id }), { replace: true });
    },
  });
  const { form } = kit;
  // Back from the select list with the inspection picked: it goes over the restored draft's subject.
  useEffect(() => {
    if (pickInspection && pickedId) {
      form.setFieldsValue({ subject: { type: 'registration', registrationId: pickedId } });
      void form.validateFields(['subject']).catch(() => undefined);
    }
  }, [form, pickInspection, pickedId]);

  const pick = () =>
    navigate(
      paths.registrationSelectList.href({
        returnTo: paths.complaint.href({ comOrOpi: kind === 'opinion' ? 1 : 0, isSelect: true }),
      }),
    );
  const showSubject = pickInspection || start !== null;
  const subjectLabel = intl.formatMessage(
    kind === 'complaint' || !pickInspection ? m.subject : m.opinionSubject,
  );

  return (
    <>
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...(kind === 'complaint' ? m.submitComplaint : m.submitOpinion)} />
          </SubmitButton>
        }
      >
        {showSubject ? (
          <FormField
            name="subject"
            label={subjectLabel}
            kind="group"
            description={
              pickInspection &&
              kind === 'complaint' && (
                <p className={styles.hint}>
                  <FormattedMessage {...m.notRegisteredHint} />{' '}
                  <Link to={paths.complaintNoScan.href()}>
                    <FormattedMessage {...m.entryNoScan} />
                  </Link>
                </p>
              )
            }
          >
            <SubjectField label={subjectLabel} onPick={pickInspection ? pick : undefined} />
          </FormField>
        ) : null}
        <FormField
          name="category"
          label={intl.formatMessage(kind === 'complaint' ? m.category : m.categoryOptional)}
          kind="radio"
        >
          <Radio.Group>
            <Space direction="vertical">
              {COMPLAINT_CATEGORIES.map((category) => (
                <Radio key={category} value={category}>
                  <FormattedMessage {...categoryLabels[category]} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </FormField>
        <FormField
          name="description"
          label={intl.formatMessage(kind === 'complaint' ? m.description : m.opinionDescription)}
        >
          <TextArea
            placeholder={kind === 'complaint' ? intl.formatMessage(m.descriptionPlaceholder) : undefined}
            maxLength={COMPLAINT_DESCRIPTION_MAX}
            rows={5}
            showCount
          />
        </FormField>
        <FormField name="photos" label={intl.formatMessage(m.photos)} kind="group">
          <PhotoField host={host} upload={uploadComplaintPhoto} max={COMPLAINT_PHOTOS_MAX} />
        </FormField>
        <ContactFields contactHours={contactHours} />
      </ContractForm>
    </>
  );
}
