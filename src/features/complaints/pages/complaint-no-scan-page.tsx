import { Input, NoticeBar, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { ApiOutput } from '../../../../contract/api-schemas';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_PHOTOS_MAX } from '../../../../contract/complaints/rules';
import { PhotoField } from '../../../components/photos/photo-field';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DateTimeField } from '../../../lib/forms/date-time-field';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useHost } from '../../../lib/host-sdk/use-host';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { Loaded } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { createComplaint, getComplaintOptions, uploadComplaintPhoto } from '../api';
import styles from '../complaints.module.css';
import { ContactFields } from '../components/contact-fields';
import { complaintMessages as m } from '../messages';
import { newNoScanValues, noScanForm, type NoScanFormContext } from '../no-scan-form';

const DRAFT_KEY = 'complaint-no-scan';

/** A complaint about an inspection nobody registered: which department, who, when, where, what happened. */
export default function ComplaintNoScanPage() {
  const options = useQuery(['complaints', 'options'], (signal) => getComplaintOptions(signal));
  return (
    <Screen title={m.noScanTitle} intro={<FormattedMessage {...m.noScanIntro} />}>
      <Loaded state={options}>{(data) => <NoScanFormBody options={data} />}</Loaded>
    </Screen>
  );
}

function NoScanFormBody({ options }: { options: ApiOutput<'getComplaintOptions'> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { phonenumber } = useRecoilValue(sessionState);
  const host = useHost() ?? null;
  const initialValues = useMemo(() => newNoScanValues(phonenumber), [phonenumber]);
  const context = useMemo<NoScanFormContext>(() => ({ now: () => new Date() }), []);
  const kit = useContractForm(noScanForm, {
    context,
    draftKey: DRAFT_KEY,
    idempotencyKey: DRAFT_KEY,
    send: createComplaint,
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.submitted));
      navigate(paths.complaintDetailView.href({ id: saved.id }), { replace: true });
    },
  });
  const occurredLabel = intl.formatMessage(m.occurredAt);

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
            <FormattedMessage {...m.submitComplaint} />
          </SubmitButton>
        }
      >
        {/* a native select: the phone's own picker, reachable by keyboard and screen readers */}
        <FormField name="departmentCode" label={intl.formatMessage(m.department)}>
          <select className={`${control.control} ${styles.stretch}`}>
            <option value="">{intl.formatMessage(m.departmentPlaceholder)}</option>
            {options.departments.map((department) => (
              <option key={department.code} value={department.code}>
                {department.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="officers" label={intl.formatMessage(m.officers)}>
          <Input maxLength={200} clearable />
        </FormField>
        <FormField name="occurredAt" label={occurredLabel}>
          <DateTimeField
            label={occurredLabel}
            placeholder={intl.formatMessage(m.occurredAtPlaceholder)}
            max={new Date()}
          />
        </FormField>
        <FormField name="place" label={intl.formatMessage(m.place)}>
          <Input maxLength={200} clearable />
        </FormField>
        <FormField name="description" label={intl.formatMessage(m.whatHappened)}>
          <TextArea
            placeholder={intl.formatMessage(m.descriptionPlaceholder)}
            maxLength={COMPLAINT_DESCRIPTION_MAX}
            rows={5}
            showCount
          />
        </FormField>
        <FormField name="photos" label={intl.formatMessage(m.photos)} kind="group">
          <PhotoField host={host} upload={uploadComplaintPhoto} max={COMPLAINT_PHOTOS_MAX} />
        </FormField>
        <ContactFields contactHours={options.deadlines.contactHours} />
      </ContractForm>
    </>
  );
}
