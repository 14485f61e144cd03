import { Button, CascadePicker, Form, Input, NoticeBar, Result } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { RegionNode } from '../../../../contract/api-schemas';
import { creditCodeSchema, phoneSchema } from '../../../../contract/supervision-schemas';
import { useFormDraft } from '../../../lib/forms/use-form-draft';
import { zodRule } from '../../../lib/forms/zod-rule';
import { ApiError } from '../../../lib/http/client';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { sessionFromUser, sessionState } from '../../../lib/session/session-state';
import { getOverlayContainer, showSuccessToast } from '../../../lib/ui/overlay';
import { getRegionTree, registerEnterprise } from '../api';
import { enterpriseMessages as m } from '../messages';
import styles from './enterprise.module.css';

interface RegisterForm {
  name: string;
  creditCode: string;
  region: string[];
  address: string;
  legalRepresentative: string;
  contactPhone: string;
}

type CascadeOption = { label: string; value: string; children?: CascadeOption[] };
const toOptions = (nodes: RegionNode[]): CascadeOption[] =>
  nodes.map((node) => ({ label: node.name, value: node.code, ...(node.children?.length ? { children: toOptions(node.children) } : {}) }));

function regionLabel(options: CascadeOption[], codes: string[] | undefined): string {
  let level = options;
  const names: string[] = [];
  for (const code of codes ?? []) {
    const match = level.find((option) => option.value === code);
    if (!match) break;
    names.push(match.label);
    level = match.children ?? [];
  }
  return names.join(' / ');
}

export default function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  const session = useRecoilValue(sessionState);
  const [form] = Form.useForm<RegisterForm>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const regions = useApi((signal) => getRegionTree(signal), []);
  const options = useMemo(() => toOptions(regions.data ?? []), [regions.data]);
  const draft = useFormDraft<RegisterForm>('enterprise-register', form);

  if (session.role === 'enterprise' && session.enterpriseNumber) {
    return (
      <Result
        status="success"
        title={<FormattedMessage {...m.alreadyRegistered} values={{ enterpriseNumber: session.enterpriseNumber }} />}
        description={
          <Link to={paths.enterpriseQrCode.href({ enterpriseNumber: session.enterpriseNumber })}>
            <FormattedMessage {...m.viewCode} />
          </Link>
        }
      />
    );
  }

  const submit = async (values: RegisterForm) => {
    setSubmitting(true);
    try {
      const user = await registerEnterprise({
        name: values.name,
        creditCode: values.creditCode,
        regionCode: values.region[values.region.length - 1] ?? '',
        address: values.address,
        legalRepresentative: values.legalRepresentative,
        contactPhone: values.contactPhone,
      });
      draft.clear();
      runtime.updateSession(sessionFromUser(user));
      showSuccessToast(intl.formatMessage(m.registered, { enterpriseNumber: user.enterpriseNumber ?? '' }));
      navigate(paths.enterpriseQrCode.href({ enterpriseNumber: user.enterpriseNumber }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        form.setFields(
          Object.entries(error.fields).map(([field, reason]) => ({ name: field === 'regionCode' ? 'region' : field, errors: [reason] })),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.registerTitle} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.registerIntro} />
      </p>
      {draft.restored && <NoticeBar content={intl.formatMessage(m.draftRestored)} color="info" />}
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        onValuesChange={draft.onValuesChange}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            <FormattedMessage {...m.submit} />
          </Button>
        }
      >
        <Form.Item name="name" label={intl.formatMessage(m.name)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.nameRequired) }]}>
          <Input placeholder={intl.formatMessage(m.namePlaceholder)} maxLength={100} clearable />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={intl.formatMessage(m.creditCode)}
          rules={[{ required: true, message: intl.formatMessage(m.creditCodeInvalid) }, zodRule(creditCodeSchema, intl.formatMessage(m.creditCodeInvalid))]}
        >
          <Input placeholder={intl.formatMessage(m.creditCodePlaceholder)} maxLength={18} clearable />
        </Form.Item>
        <Form.Item
          name="region"
          label={intl.formatMessage(m.region)}
          trigger="onConfirm"
          rules={[{ required: true, type: 'array', min: 2, message: intl.formatMessage(m.regionRequired) }]}
          onClick={() => (regions.error ? regions.reload() : setPickerOpen(true))}
          arrow
        >
          <CascadePicker
            options={options}
            visible={pickerOpen}
            onClose={() => setPickerOpen(false)}
            getContainer={getOverlayContainer}
            title={intl.formatMessage(m.region)}
          >
            {(items) => {
              const value = items.filter(Boolean).map((item) => String(item?.value));
              if (regions.error) return <span className={styles.error}>{intl.formatMessage(m.regionLoadFailed)}</span>;
              return value.length ? regionLabel(options, value) : <span className={styles.placeholder}>{intl.formatMessage(m.regionPlaceholder)}</span>;
            }}
          </CascadePicker>
        </Form.Item>
        <Form.Item name="address" label={intl.formatMessage(m.address)} rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.addressRequired) }]}>
          <Input placeholder={intl.formatMessage(m.addressPlaceholder)} maxLength={200} clearable />
        </Form.Item>
        <Form.Item
          name="legalRepresentative"
          label={intl.formatMessage(m.legalRepresentative)}
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.legalRepresentativeRequired) }]}
        >
          <Input maxLength={50} clearable />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={intl.formatMessage(m.contactPhone)}
          rules={[{ required: true, message: intl.formatMessage(m.contactPhoneRequired) }, zodRule(phoneSchema, intl.formatMessage(m.contactPhoneInvalid))]}
        >
          <Input type="tel" placeholder={intl.formatMessage(m.contactPhonePlaceholder)} maxLength={20} clearable />
        </Form.Item>
      </Form>
    </main>
  );
}
