import { Checkbox, Form, NoticeBar, Space, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { dateText } from '../../../../contract/city-calendar';
import type { EnterprisePreview } from '../../../../contract/enterprises/schemas';
import { APPROVAL_WINDOW_MAX_DAYS } from '../../../../contract/inspection-approvals/rules';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Loaded } from '../../../lib/ui/loaded';
import control from '../../../lib/ui/native-control.module.css';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { getEnterprisePreview, requestInspectionApproval } from '../api';
import { approvalRequestForm, newApprovalValues, type ApprovalRequestContext } from '../approval-form';
import styles from '../approvals.module.css';
import { approvalMessages as m } from '../messages';

/**
 * The officer asks a head of their department to approve one inspection of this enterprise beyond its allowance:
 * the items it will check, why, and the days it may take place.
 */
export default function ApprovalRequestPage() {
  const { enterpriseNumber } = useScreenParams('inspectionApprovalRequest');
  const preview = useQuery(['enterprises', 'preview', enterpriseNumber], (signal) =>
    getEnterprisePreview(enterpriseNumber, signal),
  );
  const enterprise = preview.data?.enterprise;
  return (
    <Screen
      title={m.requestTitle}
      intro={enterprise ? `${enterprise.name} · ${enterprise.enterpriseNumber}` : undefined}
    >
      <Loaded state={preview}>{(data) => <RequestForm preview={data} />}</Loaded>
    </Screen>
  );
}

function RequestForm({ preview }: { preview: EnterprisePreview }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { enterpriseNumber } = preview.enterprise;
  const today = dateText(new Date());
  const context = useMemo<ApprovalRequestContext>(
    () => ({ enterpriseNumber, today }),
    [enterpriseNumber, today],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values the form starts from, once
  const initialValues = useMemo(() => newApprovalValues(today), []);
  const draftKey = `approval-${enterpriseNumber}`;
  const kit = useContractForm(approvalRequestForm, {
    context,
    draftKey,
    idempotencyKey: draftKey,
    send: requestInspectionApproval,
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.submitted));
      navigate(paths.inspectionApprovalDetail.href({ id: saved.id }), { replace: true });
    },
  });
  const items = preview.inspectionItems;

  return (
    <>
      <NoticeBar color="info" wrap content={intl.formatMessage(m.requestIntro)} />
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />}
      <ContractForm
        kit={kit}
        layout="vertical"
        initialValues={initialValues}
        footer={
          <SubmitButton kit={kit} disabled={items.length === 0}>
            <FormattedMessage {...m.submit} />
          </SubmitButton>
        }
      >
        {items.length === 0 ? (
          <Form.Item label={intl.formatMessage(m.items)}>
            <span className={styles.muted}>
              <FormattedMessage {...m.noItems} />
            </span>
          </Form.Item>
        ) : (
          <FormField name="itemCodes" label={intl.formatMessage(m.items)} kind="group">
            <Checkbox.Group>
              <Space direction="vertical">
                {items.map((item) => (
                  <Checkbox key={item.code} value={item.code}>
                    {item.name}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </FormField>
        )}
        <FormField name="reason" label={intl.formatMessage(m.reason)}>
          <TextArea maxLength={500} rows={4} showCount />
        </FormField>
        {/* no min/max on native controls: the browser's range check would block the submit in its own words */}
        <FormField
          name="validFrom"
          label={intl.formatMessage(m.validFrom)}
          description={
            <p className={styles.hint}>
              <FormattedMessage {...m.windowHint} values={{ days: APPROVAL_WINDOW_MAX_DAYS }} />
            </p>
          }
        >
          <input type="date" className={`${control.control} ${styles.stretch}`} />
        </FormField>
        <FormField name="validTo" label={intl.formatMessage(m.validTo)}>
          <input type="date" className={`${control.control} ${styles.stretch}`} />
        </FormField>
      </ContractForm>
    </>
  );
}
