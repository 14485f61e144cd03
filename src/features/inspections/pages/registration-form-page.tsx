import { Button, Checkbox, Form, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createRegistrationInput, type EnterprisePreview, type OfficerProfile } from '../../../../contract/supervision-schemas';
import type { HostSdk } from '../../../lib/host-sdk/host-sdk';
import { DateTimeField } from '../../../lib/forms/date-time-field';
import { endNotBeforeStart } from '../../../lib/forms/time-rules';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { useRequestId } from '../../../lib/forms/use-request-id';
import { ApiError } from '../../../lib/http/client';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { createRegistration, getEnterprisePreview, getOfficerProfile } from '../api';
import { recallCheckIn } from '../check-in-store';
import { PhotoField } from '../components/photo-field';
import { inspectionMessages as m } from '../messages';
import { lateness, toRegistrationInput, type RegistrationForm } from '../registration-rules';
import styles from './pages.module.css';

/** Contract field paths -> form fields, so a server or schema complaint lands on the right input. */
function formFieldOf(path: string): string | (string | number)[] {
  const [head, index, rest] = path.split('.');
  if (head === 'officers') return 'officerIds';
  if (head === 'problems' && index !== undefined) return ['problems', Number(index), rest === 'photoIds' ? 'photos' : (rest ?? 'description')];
  return head ?? path;
}

interface LoadedData {
  profile: OfficerProfile;
  preview: EnterprisePreview;
}

export function RegistrationFormPage({ platform }: { platform: 'main' | 'szy' }) {
  const [params] = useSearchParams();
  const enterpriseNumber = params.get('enterpriseNumber') ?? '';
  const scanId = params.get('scanId') ?? undefined;
  const loaded = useApi(
    async (signal): Promise<LoadedData> => {
      const [profile, preview] = await Promise.all([getOfficerProfile(signal), getEnterprisePreview(enterpriseNumber, signal)]);
      return { profile, preview };
    },
    [enterpriseNumber],
    Boolean(enterpriseNumber),
  );
  if (loaded.loading && !loaded.data) return <PageLoading />;
  if (loaded.error || !loaded.data) return <PageError message={loaded.error?.message ?? ''} onRetry={loaded.reload} />;
  return <RegistrationFormBody data={loaded.data} scanId={scanId} enterpriseNumber={enterpriseNumber} platform={platform} />;
}

function RegistrationFormBody({ data, scanId, enterpriseNumber, platform }: { data: LoadedData; scanId?: string; enterpriseNumber: string; platform: 'main' | 'szy' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  const [form] = Form.useForm<RegistrationForm>();
  const [host, setHost] = useState<HostSdk | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failedKept, setFailedKept] = useState(false);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const draftKey = `registration-${platform}-${scanId ?? enterpriseNumber}`;
  const draft = useFormDraft<RegistrationForm>(draftKey, form);
  const [clientRequestId, forgetRequestId] = useRequestId(draftKey);
  const checkIn = useMemo(() => recallCheckIn(scanId), [scanId]);
  const { profile, preview } = data;
  const type = Form.useWatch('type', form) as RegistrationForm['type'] | undefined;
  const startedAt = Form.useWatch('startedAt', form) as string | undefined;
  const late = startedAt ? lateness(new Date(startedAt)) : 'on-time';

  useEffect(() => {
    void runtime.getHost().then(setHost);
  }, [runtime]);

  const officers = useMemo(
    () => [{ userId: profile.userId, name: profile.name, certificateNumber: profile.certificateNumber }, ...profile.colleagues.filter((c) => c.userId !== profile.userId)],
    [profile],
  );
  const initialValues = useMemo<RegistrationForm>(
    () => ({
      officerIds: [profile.userId],
      type: preview.plans.length ? 'routine' : 'triggered',
      planId: preview.plans[0]?.id,
      legalBasis: preview.plans[0]?.legalBasis,
      results: {},
      problems: [],
      startedAt: checkIn?.at ?? new Date().toISOString(),
      endedAt: new Date().toISOString(),
    }),
    [profile, preview, checkIn],
  );

  const submit = async (values: RegistrationForm) => {
    setFailedKept(false);
    setItemsError(null);
    const input = toRegistrationInput({ ...initialValues, ...values }, {
      clientRequestId,
      scanId,
      enterpriseNumber,
      platform,
      officers,
      items: preview.inspectionItems,
      place: checkIn?.place ?? null,
    });
    const checked = createRegistrationInput.safeParse(input);
    if (!checked.success) {
      if (checked.error.issues.some((issue) => issue.path[0] === 'items')) setItemsError(intl.formatMessage(m.itemsRequired));
      form.setFields(
        checked.error.issues.filter((issue) => issue.path[0] !== 'items').map((issue) => ({
          name: formFieldOf(issue.path.join('.')),
          errors: [issue.path[0] === 'officers' ? intl.formatMessage(m.officersRequired) : issue.message],
        })),
      );
      return;
    }
    setSubmitting(true);
    try {
      const result = await createRegistration(input);
      draft.clear();
      forgetRequestId();
      const warnings = result.warnings.map((warning) => warning.message).join('；');
      showSuccessToast(warnings ? intl.formatMessage(m.submittedWithWarnings, { warnings }) : intl.formatMessage(m.submitted));
      navigate(paths.registrationDetail.href({ id: result.id }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const entries = Object.entries(error.fields);
        const itemIssue = entries.find(([path]) => path.startsWith('items'));
        if (itemIssue) setItemsError(itemIssue[1]);
        form.setFields(entries.filter(([path]) => !path.startsWith('items')).map(([path, reason]) => ({ name: formFieldOf(path), errors: [reason] })));
      }
      setFailedKept(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...(platform === 'szy' ? m.formTitleSzy : m.formTitle)} />
      </h1>
      <p className={styles.intro}>
        {preview.enterprise.name} · {preview.enterprise.enterpriseNumber}
      </p>
      {preview.warnings.length > 0 && <NoticeBar color="alert" wrap content={preview.warnings.map((warning) => warning.message).join('；')} />}
      {draft.restored && <NoticeBar color="info" content={intl.formatMessage(m.draftRestored)} />}
      {failedKept && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={draft.onValuesChange}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting || late === 'too-late'}>
            <FormattedMessage {...m.submit} />
          </Button>
        }
      >
        <Form.Item label={intl.formatMessage(m.department)}>
          <span>{profile.departmentName}</span>
        </Form.Item>
        <Form.Item
          name="officerIds"
          label={intl.formatMessage(m.officers)}
          help={intl.formatMessage(m.officersHint)}
          rules={[
            {
              validator: (_, value: string[] | undefined) =>
                (value?.length ?? 0) >= 2 ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage(m.officersRequired))),
            },
          ]}
        >
          <Checkbox.Group>
            <Space direction="vertical">
              {officers.map((officer) => (
                <Checkbox key={officer.userId} value={officer.userId} disabled={officer.userId === profile.userId}>
                  <FormattedMessage {...m.officerLine} values={{ name: officer.name, certificate: officer.certificateNumber }} />
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="type" label={intl.formatMessage(m.type)}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="routine" disabled={preview.plans.length === 0}>
                <FormattedMessage {...m.typeRoutine} />
              </Radio>
              <Radio value="triggered">
                <FormattedMessage {...m.typeTriggered} />
              </Radio>
              <Radio value="case">
                <FormattedMessage {...m.typeCase} />
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {type === 'routine' &&
          (preview.plans.length === 0 ? (
            <Form.Item>
              <span className={styles.muted}>
                <FormattedMessage {...m.noPlans} />
              </span>
            </Form.Item>
          ) : (
            <Form.Item name="planId" label={intl.formatMessage(m.plan)} rules={[{ required: true, message: intl.formatMessage(m.planRequired) }]}>
              <Radio.Group
                onChange={(planId) => {
                  const plan = preview.plans.find((candidate) => candidate.id === planId);
                  if (plan) form.setFieldsValue({ legalBasis: plan.legalBasis });
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
            </Form.Item>
          ))}
        {type === 'triggered' && (
          <Form.Item
            name="triggerReason"
            label={intl.formatMessage(m.triggerReason)}
            rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.triggerReasonRequired) }]}
          >
            <TextArea maxLength={500} rows={2} showCount />
          </Form.Item>
        )}
        {type === 'case' && (
          <Form.Item name="caseReason" label={intl.formatMessage(m.caseReason)} rules={[{ required: true, message: intl.formatMessage(m.caseReasonRequired) }]}>
            <Radio.Group>
              <Space direction="vertical">
                <Radio value="complaint">
                  <FormattedMessage {...m.caseComplaint} />
                </Radio>
                <Radio value="recheck">
                  <FormattedMessage {...m.caseRecheck} />
                </Radio>
                <Radio value="enterprise_request">
                  <FormattedMessage {...m.caseEnterpriseRequest} />
                </Radio>
                <Radio value="licensing">
                  <FormattedMessage {...m.caseLicensing} />
                </Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item name="legalBasis" label={intl.formatMessage(m.legalBasis)}>
          <TextArea maxLength={500} rows={2} />
        </Form.Item>

        <Form.Header>
          <FormattedMessage {...m.items} />
        </Form.Header>
        {itemsError && (
          <Form.Item>
            <span className={styles.over} role="alert">
              {itemsError}
            </span>
          </Form.Item>
        )}
        {preview.inspectionItems.map((item) => (
          <Form.Item key={item.code} name={['results', item.code]} label={item.name}>
            <Radio.Group>
              <Space wrap>
                <Radio value="compliant">
                  <FormattedMessage {...m.compliant} />
                </Radio>
                <Radio value="non_compliant">
                  <FormattedMessage {...m.nonCompliant} />
                </Radio>
                <Radio value="unchecked">
                  <FormattedMessage {...m.notChecked} />
                </Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
        ))}

        <Form.Header>
          <FormattedMessage {...m.problems} />
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
                <Form.Item
                  name={[index, 'description']}
                  label={intl.formatMessage(m.problemDescription)}
                  rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.problemDescriptionRequired) }]}
                >
                  <TextArea maxLength={500} rows={2} />
                </Form.Item>
                <Form.Item
                  name={[index, 'rectification']}
                  label={intl.formatMessage(m.rectification)}
                  rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.rectificationRequired) }]}
                >
                  <TextArea maxLength={500} rows={2} />
                </Form.Item>
                <Form.Item name={[index, 'photos']} label={intl.formatMessage(m.photos)}>
                  <PhotoField host={host} />
                </Form.Item>
              </div>
            ))
          }
        </Form.Array>
        <Form.Header />

        <Form.Item name="startedAt" label={intl.formatMessage(m.startedAt)}>
          <DateTimeField label={intl.formatMessage(m.startedAt)} placeholder={intl.formatMessage(m.pickTime)} max={new Date()} />
        </Form.Item>
        <Form.Item
          name="endedAt"
          label={intl.formatMessage(m.endedAt)}
          dependencies={['startedAt']}
          rules={[endNotBeforeStart(form, intl.formatMessage(m.endBeforeStart))]}
        >
          <DateTimeField label={intl.formatMessage(m.endedAt)} placeholder={intl.formatMessage(m.pickTime)} max={new Date(Date.now() + 5 * 60000)} />
        </Form.Item>
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
            <Form.Item
              name="lateReason"
              label={intl.formatMessage(m.lateReason)}
              rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.lateReasonRequired) }]}
            >
              <TextArea maxLength={500} rows={2} />
            </Form.Item>
          </>
        )}
        {checkIn && (
          <Form.Item label={intl.formatMessage(m.placeAuto)}>
            <span>{checkIn.place.text}</span>
          </Form.Item>
        )}
        <Form.Item name="remarks" label={intl.formatMessage(m.remarks)}>
          <TextArea maxLength={1000} rows={2} />
        </Form.Item>
      </Form>
    </main>
  );
}
