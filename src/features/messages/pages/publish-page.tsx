import { Form, Input, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTICE_AUDIENCES, type NoticeAudience } from '../../../../contract/messages/rules';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';
import { SubmitButton } from '../../../lib/forms/submit-button';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { confirmDialog } from '../../../lib/ui/confirm-dialog';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { publishSystemNotice } from '../api';
import styles from '../components/messages.module.css';
import { audienceLabels } from '../message-labels';
import { messageCenterMessages as m } from '../messages';
import { publishForm, type PublishValues } from '../publish-form';

/** The supervisor said no at the confirmation: nothing was sent and nothing failed. */
class NotConfirmed extends Error {}

/** `/supervise/systemNoticePublish`: a supervisor writes a system notice and sends it after confirming whom to. */
export default function PublishPage() {
  const intl = useIntl();
  const [form] = Form.useForm<PublishValues>();
  const [sentTo, setSentTo] = useState<number | null>(null);
  const [declined, setDeclined] = useState(false);

  const confirmAndSend = async (input: Parameters<typeof publishSystemNotice>[0]) => {
    setSentTo(null);
    setDeclined(false);
    const audience = intl.formatMessage(audienceLabels[input.audience]);
    const confirmed = await confirmDialog({
      title: intl.formatMessage(m.confirmTitle),
      content: intl.formatMessage(m.confirmText, { audience }),
      confirmText: intl.formatMessage(m.confirm),
      cancelText: intl.formatMessage(m.cancel),
    });
    if (!confirmed) {
      setDeclined(true);
      throw new NotConfirmed();
    }
    return publishSystemNotice(input);
  };

  const kit = useContractForm(publishForm, {
    form,
    draftKey: 'system-notice',
    idempotencyKey: 'system-notice',
    send: confirmAndSend,
    onSaved: (published) => {
      form.resetFields();
      setSentTo(published.recipients);
      showSuccessToast(intl.formatMessage(m.sent, { count: published.recipients }));
    },
  });

  return (
    <Screen title={m.publishTitle} intro={<FormattedMessage {...m.publishIntro} />}>
      {sentTo !== null && (
        <p className={styles.sent} role="status">
          <FormattedMessage {...m.sent} values={{ count: sentTo }} />
        </p>
      )}
      <DraftRestoredBar restored={kit.restored} />
      {kit.failed && !declined && (
        <NoticeBar color="alert" wrap content={intl.formatMessage(m.submitFailedKept)} />
      )}
      <ContractForm
        kit={kit}
        layout="vertical"
        footer={
          <SubmitButton kit={kit}>
            <FormattedMessage {...m.publish} />
          </SubmitButton>
        }
      >
        <FormField name="audience" label={intl.formatMessage(m.audience)} kind="radio">
          <Radio.Group>
            <Space direction="vertical">
              {NOTICE_AUDIENCES.map((audience: NoticeAudience) => (
                <Radio key={audience} value={audience}>
                  <FormattedMessage {...audienceLabels[audience]} />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </FormField>
        <FormField name="titleZh" label={intl.formatMessage(m.titleZh)}>
          <Input maxLength={100} clearable />
        </FormField>
        <FormField name="bodyZh" label={intl.formatMessage(m.bodyZh)}>
          <TextArea maxLength={2000} showCount rows={5} />
        </FormField>
        <FormField name="titleEn" label={intl.formatMessage(m.titleEn)}>
          <Input maxLength={200} clearable />
        </FormField>
        <FormField name="bodyEn" label={intl.formatMessage(m.bodyEn)}>
          <TextArea maxLength={4000} showCount rows={5} />
        </FormField>
      </ContractForm>
    </Screen>
  );
}
