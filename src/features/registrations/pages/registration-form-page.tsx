import { Checkbox, Form, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styles from './pages.module.css';
import type { ApiInput } from '../../../../contract/api-schemas';
import type { EnterprisePreview } from '../../../../contract/enterprises/schemas';
import type { OfficerProfile } from '../../../../contract/officers/schemas';
import { caseReasonSchema } from '../../../../contract/registrations/schemas';
import { PhotoField } from '../../../components/photos/photo-field';
import { ChoiceRadios } from '../../../lib/forms/choice-radios';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { TimeRangeFields } from '../../../lib/forms/time-range-fields';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useHost } from '../../../lib/host-sdk/use-host';
import { useQuery } from '../../../lib/http/use-query';
import { paths, type ScreenParams } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { Button } from '../../../lib/ui/button';
import { Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { createRegistration, getEnterprisePreview, getOfficerProfile, uploadPhoto } from '../api';
import { recallCheckIn } from '../check-in-store';
import { CheckInFindingText } from '../components/check-in-finding';
import { ItemResults } from '../components/item-results';
import { allowanceLimitLabels, caseReasonLabels, typedReasonLabels } from '../labels';
import { registrationMessages as m } from '../messages';
import { registrationForm, type RegistrationContext } from '../registration-form';
import { lateness, type RegistrationForm } from '../registration-rules';
import { useReceiptPreview } from '../use-receipt-preview';

/** The end of a checked-in inspection: the server takes the submission's time. */
function SubmissionTime(_: { value?: string }) {
  return <FormattedMessage {...m.endIsSubmission} />;
}

interface FormData {
  profile: OfficerProfile;
  preview: EnterprisePreview;
}

type Platform = 'main' | 'szy';
/** Whom the registration is of: the form's address parameters (the preview's too). */
export type RegistrationTarget = ScreenParams<'enforceScanPage'>;

/** What the draft receipt shown over the form (`/pdfPreview`) gets from it. */
export interface ReceiptPreviewSlot {
  /** Exactly what `createRegistration` would be sent. */
  input: ApiInput<'createRegistration'>;
  /** The server refused the values: back to the form with these fields marked. */
  onInvalid: (fields: Record<string, string>) => void;
}
export type ReceiptPreview = (slot: ReceiptPreviewSlot) => ReactNode;

/** Set by the form when it opens the preview: going back to edit is then a step back in history. */
const FROM_FORM = { fromRegistrationForm: true } as const;

/** The registration the preview just saved, handed to the form's entry it goes back to (read once). */
const savedKey = (draftKey: string) => `sv.registration.saved.${draftKey}`;
function handOverSaved(draftKey: string, id: string) {
  try {
    sessionStorage.setItem(savedKey(draftKey), id);
  } catch {
    // without storage, back shows the form again
  }
}
function readSaved(draftKey: string): string | null {
  try {
    return sessionStorage.getItem(savedKey(draftKey));
  } catch {
    return null;
  }
}
function forgetSaved(draftKey: string) {
  try {
    sessionStorage.removeItem(savedKey(draftKey));
  } catch {
    // nothing stored
  }
}

const draftKeyOf = (platform: Platform, target: RegistrationTarget) =>
  `registration-${platform}-${target.appointmentId ?? target.scanId ?? target.enterpriseNumber}`;

const caseReasonOf = (text: string | undefined): RegistrationForm['caseReason'] =>
  caseReasonSchema.options.find((reason) => reason === text);

const formHref = (platform: Platform, target: RegistrationTarget) =>
  paths[platform === 'szy' ? 'enforceScanPageSzy' : 'enforceScanPage'].href(target);

/**
 * The officer's registration of an inspection, on the main platform or the second one (`scanPage_szy`). With
 * `preview` it is `/pdfPreview`: the same form (hidden, its draft restored) under the draft receipt, so confirming
 * submits through the form's own submit.
 */
export function RegistrationFormPage({
  platform,
  target,
  preview,
}: {
  platform: Platform;
  target: RegistrationTarget;
  preview?: ReceiptPreview;
}) {
  const { enterpriseNumber, scanId, appointmentId, caseReason } = target;
  // Read in render (twice under StrictMode, so without removing it), forgotten once shown: read once.
  const [savedOnPreview] = useState(() => (preview ? null : readSaved(draftKeyOf(platform, target))));
  useEffect(() => {
    if (savedOnPreview) forgetSaved(draftKeyOf(platform, target));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the entry shown
  }, []);
  const appointment = useMemo(
    () => (appointmentId ? { id: appointmentId, caseReason: caseReasonOf(caseReason) } : null),
    [appointmentId, caseReason],
  );
  // A new scan is a new visit: its warnings and plans are read afresh.
  const data = useQuery(
    savedOnPreview ? null : ['registrations', 'form', enterpriseNumber, scanId ?? null],
    async (signal): Promise<FormData> => {
      const [profile, preview] = await Promise.all([
        getOfficerProfile(signal),
        getEnterprisePreview(enterpriseNumber, scanId, signal),
      ]);
      return { profile, preview };
    },
  );
  const enterprise =
    data.data && `${data.data.preview.enterprise.name} · ${data.data.preview.enterprise.enterpriseNumber}`;
  if (savedOnPreview) return <Navigate to={paths.registrationDetail.href({ id: savedOnPreview })} replace />;
  return (
    <Screen
      title={preview ? m.previewTitle : platform === 'szy' ? m.formTitleSzy : m.formTitle}
      intro={preview ? <FormattedMessage {...m.previewIntro} /> : enterprise}
    >
      <Loaded state={data}>
        {(loaded) => (
          <RegistrationFormBody
            data={loaded}
            target={target}
            platform={platform}
            appointment={appointment}
            receiptPreview={preview}
          />
        )}
      </Loaded>
    </Screen>
  );
}

function RegistrationFormBody({
  data,
  target,
  platform,
  appointment,
  receiptPreview,
}: {
  data: FormData;
  target: RegistrationTarget;
  platform: Platform;
  /** A confirmed appointment of today this registration is the visit of: a case-specific inspection. */
  appointment: { id: string; caseReason: RegistrationForm['caseReason'] } | null;
  receiptPreview?: ReceiptPreview;
}) {
  const { scanId, enterpriseNumber } = target;
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const previewAvailable = useIsRouteAvailable('pdfPreview');
  const approvalsAvailable = useIsRouteAvailable('inspectionApprovalRequest');
  const requestApprovalHref = approvalsAvailable
    ? paths.inspectionApprovalRequest.href({ enterpriseNumber })
    : null;
  const host = useHost() ?? null;
  const draftKey = draftKeyOf(platform, target);
  const fromForm = Boolean((location.state as Partial<typeof FROM_FORM> | null)?.fromRegistrationForm);
  const checkIn = useMemo(() => recallCheckIn(scanId), [scanId]);
  const { profile, preview } = data;

  const officers = useMemo(
    () => [
      { userId: profile.userId, name: profile.name, certificateNumber: profile.certificateNumber },
      ...profile.colleagues.filter((c) => c.userId !== profile.userId),
    ],
    [profile],
  );
  const initialValues = useMemo<Omit<RegistrationForm, 'startedAt'> & { startedAt?: string }>(
    () => ({
      officerIds: [profile.userId],
      ...(appointment
        ? { type: 'case' as const, caseReason: appointment.caseReason }
        : {
            type: preview.plans.length ? ('routine' as const) : ('triggered' as const),
            planId: preview.plans[0]?.id,
            legalBasis: preview.plans[0]?.legalBasis,
          }),
      results: {},
      problems: [],
      // Without a check-in the officer gives the start (a guess would make a 0-minute inspection); the end is now.
      startedAt: checkIn?.at,
      endedAt: new Date().toISOString(),
    }),
    [profile, preview, checkIn, appointment],
  );
  const context = useMemo<RegistrationContext>(
    () => ({
      scanId,
      enterpriseNumber,
      platform,
      officers,
      items: preview.inspectionItems,
      place: checkIn?.place ?? null,
      appointmentId: appointment?.id,
      typed: preview.registeredBy === 'number',
      checkedInAt: checkIn?.at,
      checkedInLocallyAt: checkIn?.localAt,
    }),
    [
      scanId,
      enterpriseNumber,
      platform,
      officers,
      preview.inspectionItems,
      checkIn,
      appointment?.id,
      preview.registeredBy,
    ],
  );
  const kit = useContractForm(registrationForm, {
    context,
    draftKey,
    idempotencyKey: draftKey,
    send: createRegistration,
    onSaved: (result) => {
      const warnings = result.warnings.map((warning) => warning.message).join('；');
      showSuccessToast(
        warnings
          ? intl.formatMessage(m.registeredWithWarnings, { warnings })
          : intl.formatMessage(m.registered),
      );
      // Confirmed on the preview opened from the form: the form's own entry becomes the detail, so that back
      // from the detail leaves the registration instead of showing its emptied form.
      if (receiptPreview && fromForm) {
        handOverSaved(draftKey, result.id);
        navigate(-1);
      } else navigate(paths.registrationDetail.href({ id: result.id }), { replace: true });
    },
  });
  const type = Form.useWatch('type', kit.form) as RegistrationForm['type'] | undefined;
  const startedAt = Form.useWatch('startedAt', kit.form) as string | undefined;
  const late = startedAt ? lateness(new Date(startedAt)) : 'on-time';

  const openPreview = () => {
    if (!kit.check()) return;
    kit.saveDraft();
    navigate(paths.pdfPreview.href({ ...target, platform: platform === 'szy' ? 'szy' : undefined }), {
      state: FROM_FORM,
    });
  };
  const previewState = useReceiptPreview(kit, Boolean(receiptPreview), () => {
    if (fromForm) navigate(-1);
    else navigate(formHref(platform, target), { replace: true });
  });

  const { allowance } = preview;
  const allowanceCounts = {
    used: allowance.used,
    cap: allowance.cap,
    day: allowance.day.count,
    dayMax: allowance.day.max,
    week: allowance.week.count,
    weekMax: allowance.week.max,
    month: allowance.month.count,
    monthMax: allowance.month.max,
  };
  const over = allowance.over.length > 0;
  const form = (
    <>
      <NoticeBar
        color={over ? 'alert' : 'info'}
        wrap
        content={
          <>
            <div>
              {intl.formatMessage(
                allowance.cap === null ? m.allowanceNoCap : m.allowanceTitle,
                allowanceCounts,
              )}
            </div>
            {over && (
              <div role="alert">
                {intl.formatMessage(m.allowanceOver, {
                  limits: allowance.over
                    .map((limit) => intl.formatMessage(allowanceLimitLabels[limit]))
                    .join(intl.locale.startsWith('zh') ? '、' : ', '),
                })}
              </div>
            )}
          </>
        }
      />
      {over && requestApprovalHref && (
        <div className={styles.previewActions}>
          <Button block fill="outline" color="primary" onClick={() => navigate(requestApprovalHref)}>
            <FormattedMessage {...m.requestApproval} />
          </Button>
        </div>
      )}
      {preview.warnings.length > 0 && (
        <NoticeBar
          color="alert"
          wrap
          content={preview.warnings.map((warning) => warning.message).join('；')}
        />
      )}
      {appointment && <NoticeBar color="info" wrap content={intl.formatMessage(m.againstAppointment)} />}
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <>
            {previewAvailable && (
              <Button block fill="outline" color="primary" onClick={openPreview}>
                <FormattedMessage {...m.previewReceipt} />
              </Button>
            )}
            <SubmitButton kit={kit} disabled={late === 'too-late'}>
              <FormattedMessage {...m.submitRegistration} />
            </SubmitButton>
          </>
        }
      >
        <Form.Item label={intl.formatMessage(m.departmentLabel)}>
          <span>{profile.departmentName}</span>
        </Form.Item>
        <FormField
          name="officerIds"
          label={intl.formatMessage(m.officers)}
          help={intl.formatMessage(m.officersHint)}
          kind="group"
        >
          <Checkbox.Group>
            <Space direction="vertical">
              {officers.map((officer) => (
                <Checkbox
                  key={officer.userId}
                  value={officer.userId}
                  disabled={officer.userId === profile.userId}
                >
                  <FormattedMessage
                    {...m.formOfficerLine}
                    values={{ name: officer.name, certificate: officer.certificateNumber }}
                  />
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </FormField>
        <FormField name="type" label={intl.formatMessage(m.type)} kind="radio">
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="routine" disabled={preview.plans.length === 0}>
                <FormattedMessage {...m.typeRoutine} />
              </Radio>
              <Radio value="triggered">
                <FormattedMessage {...m.typeTriggered} />
              </Radio>
              <Radio value="case">
                <FormattedMessage {...m.formTypeCase} />
              </Radio>
            </Space>
          </Radio.Group>
        </FormField>
        {type === 'routine' &&
          (preview.plans.length === 0 ? (
            <Form.Item>
              <span className={styles.muted}>
                <FormattedMessage {...m.noPlans} />
              </span>
            </Form.Item>
          ) : (
            <FormField name="planId" label={intl.formatMessage(m.plan)} kind="radio">
              <Radio.Group
                onChange={(planId) => {
                  const plan = preview.plans.find((candidate) => candidate.id === planId);
                  if (plan) kit.form.setFieldsValue({ legalBasis: plan.legalBasis });
                }}
              >
                <Space direction="vertical">
                  {preview.plans.map((plan) => (
                    <Radio key={plan.id} value={plan.id}>
                      {plan.title}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </FormField>
          ))}
        {type === 'triggered' && (
          <FormField name="triggerReason" label={intl.formatMessage(m.triggerReason)}>
            <TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} showCount />
          </FormField>
        )}
        {type === 'case' && (
          <FormField name="caseReason" label={intl.formatMessage(m.caseReason)} kind="radio">
            <ChoiceRadios labels={caseReasonLabels} />
          </FormField>
        )}
        {type === 'case' && !appointment && (
          <FormField
            name="caseReference"
            label={intl.formatMessage(m.caseReference)}
            help={intl.formatMessage(m.caseReferenceHint)}
          >
            <TextArea maxLength={100} autoSize={{ minRows: 1, maxRows: 3 }} />
          </FormField>
        )}
        {type !== 'case' && allowance.approvals.length > 0 && (
          <FormField name="approvalId" label={intl.formatMessage(m.approval)} kind="radio">
            <Radio.Group>
              <Space direction="vertical">
                <Radio value="">
                  <FormattedMessage {...m.approvalNone} />
                </Radio>
                {allowance.approvals.map((approval) => (
                  <Radio key={approval.id} value={approval.id}>
                    <FormattedMessage
                      {...m.approvalLine}
                      values={{ validTo: approval.validTo, reason: approval.reason }}
                    />
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </FormField>
        )}
        {context.typed && (
          <FormField name="typedReason" label={intl.formatMessage(m.typedReason)} kind="radio">
            <ChoiceRadios labels={typedReasonLabels} />
          </FormField>
        )}
        <FormField name="legalBasis" label={intl.formatMessage(m.legalBasis)}>
          <TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
        </FormField>

        <ItemResults items={preview.inspectionItems} uncheckable />

        <Form.Header>
          <FormattedMessage {...m.problemsHeader} />
        </Form.Header>
        <Form.Array
          name="problems"
          onAdd={(operation) => operation.add({ description: '', rectification: '', photos: [] })}
          renderAdd={() => <FormattedMessage {...m.addProblem} />}
          renderHeader={({ index }, { remove }) => (
            <span className={styles.problemHead}>
              <FormattedMessage {...m.problemLabel} values={{ index: index + 1 }} />
              <Button size="mini" fill="none" color="danger" onClick={() => remove(index)}>
                <FormattedMessage {...m.removeProblem} />
              </Button>
            </span>
          )}
        >
          {(fields) =>
            fields.map(({ index, key }) => (
              <div key={key}>
                <FormField
                  name={[index, 'description']}
                  label={intl.formatMessage(m.problemDescription)}
                  required
                >
                  <TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
                </FormField>
                <FormField
                  name={[index, 'rectification']}
                  label={intl.formatMessage(m.rectificationLabel)}
                  required
                >
                  <TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
                </FormField>
                <FormField name={[index, 'photos']} label={intl.formatMessage(m.photos)} kind="group">
                  <PhotoField host={host} upload={uploadPhoto} />
                </FormField>
              </div>
            ))
          }
        </Form.Array>
        <Form.Header />

        {checkIn ? (
          <>
            <Form.Item label={intl.formatMessage(m.startedAt)}>
              <FormattedMessage
                {...m.startIsCheckIn}
                values={{ time: intl.formatDate(checkIn.at, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
            </Form.Item>
            <FormField name="endedAt" label={intl.formatMessage(m.endedAt)} kind="group">
              <SubmissionTime />
            </FormField>
          </>
        ) : (
          <TimeRangeFields
            startLabel={intl.formatMessage(m.startedAt)}
            endLabel={intl.formatMessage(m.endedAt)}
            placeholder={intl.formatMessage(m.pickTime)}
          />
        )}
        {late === 'too-late' && (
          <Form.Item>
            <span className={styles.over} role="alert">
              <FormattedMessage {...m.tooLate} />
            </span>
          </Form.Item>
        )}
        {late === 'late' && (
          <>
            <NoticeBar color="alert" wrap content={intl.formatMessage(m.lateNotice)} />
            <FormField name="lateReason" label={intl.formatMessage(m.lateReason)}>
              <TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
            </FormField>
          </>
        )}
        {checkIn && (
          <Form.Item label={intl.formatMessage(m.place)}>
            <span>{checkIn.place.text}</span>
            {checkIn.finding && (
              <div className={styles.muted}>
                <CheckInFindingText finding={checkIn.finding} />
              </div>
            )}
          </Form.Item>
        )}
        <FormField name="remarks" label={intl.formatMessage(m.remarks)}>
          <TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </FormField>
      </ContractForm>
    </>
  );
  if (!receiptPreview) return form;
  return (
    <>
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      {previewState.input && receiptPreview({ input: previewState.input, onInvalid: previewState.backWith })}
      <div className={styles.previewActions}>
        <Button
          block
          color="primary"
          loading={kit.submitting}
          disabled={!previewState.input || late === 'too-late'}
          onClick={() => void previewState.confirm()}
        >
          <FormattedMessage {...m.confirmSubmit} />
        </Button>
        <Button block fill="outline" color="primary" onClick={previewState.back}>
          <FormattedMessage {...m.backToEdit} />
        </Button>
      </div>
      {/* the form itself, its draft restored: confirming submits it as its own button would */}
      <div hidden>{form}</div>
    </>
  );
}
