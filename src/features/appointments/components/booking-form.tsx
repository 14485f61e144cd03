import { Form, Input, NoticeBar, Radio, Space, TextArea } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_MAX_PREFERRED_SLOTS,
  APPOINTMENT_PHOTOS_MAX,
  type AppointmentKind,
} from '../../../../contract/appointments/rules';
import type { appointmentDepartmentSchema } from '../../../../contract/appointments/schemas';
import { PhotoField } from '../../../components/photos/photo-field';
import { ContractForm, FormField } from '../../../lib/forms/contract-form';
import { SubmitButton } from '../../../lib/forms/submit-button';
import type { ContractFormKit } from '../../../lib/forms/use-contract-form';
import { useHost } from '../../../lib/host-sdk/use-host';
import { useQuery } from '../../../lib/http/use-query';
import { listAppointmentSlots, uploadAppointmentPhoto } from '../api';
import type { AppointmentFormValues } from '../appointment-form';
import styles from '../appointments.module.css';
import { kindLabels, kindNeeds } from '../labels';
import { appointmentMessages as m } from '../messages';
import { RecheckHint } from './recheck-hint';
import { SlotPicker } from './slot-picker';
import { DraftRestoredBar } from '../../../lib/forms/draft-restored-bar';

type Department = z.infer<typeof appointmentDepartmentSchema>;

/**
 * The fields of a request: where it goes and what for (fixed once booked, and for a re-check by the inspection it
 * follows up), the times from the department's open half days, the place, the contact and what to know.
 */
export function BookingForm({
  kit,
  departments,
  initialValues,
  fixed,
  recheckOf,
  submit,
  addressBookHref,
}: {
  kit: ContractFormKit<AppointmentFormValues>;
  departments: Department[];
  initialValues: AppointmentFormValues;
  /** Department and kind cannot change (an edit, or a re-check started from its inspection). */
  fixed: boolean;
  /** The inspection a re-check follows up, by number, when there is one. */
  recheckOf?: string | null;
  submit: typeof m.submit;
  /** The address book, to fill the place and the contact from a saved address. */
  addressBookHref?: string;
}) {
  const intl = useIntl();
  const host = useHost() ?? null;
  const departmentCode = Form.useWatch('departmentCode', kit.form) as string | undefined;
  const department = departments.find((d) => d.code === departmentCode);
  const slots = useQuery(departmentCode ? ['appointments', 'slots', departmentCode] : null, (signal) =>
    listAppointmentSlots(departmentCode!, signal),
  );
  // Times of one department mean nothing to another: a new department starts with none picked.
  const previous = useRef(departmentCode);
  useEffect(() => {
    if (previous.current && previous.current !== departmentCode) kit.form.setFieldsValue({ slots: [] });
    previous.current = departmentCode;
  }, [departmentCode, kit.form]);
  const kinds = (department?.kinds ?? []).filter((kind) => kind !== 'recheck' || recheckOf !== undefined);

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
            <FormattedMessage {...submit} />
          </SubmitButton>
        }
      >
        {fixed ? (
          <>
            <Form.Item name="departmentCode" hidden>
              <input type="hidden" />
            </Form.Item>
            <Form.Item name="kind" hidden>
              <input type="hidden" />
            </Form.Item>
            <Form.Item label={intl.formatMessage(m.department)}>
              <span>{department?.name ?? departmentCode}</span>
            </Form.Item>
            <Form.Item label={intl.formatMessage(m.kind)}>
              <KindText kind={initialValues.kind} />
            </Form.Item>
          </>
        ) : (
          <>
            <FormField name="departmentCode" label={intl.formatMessage(m.department)} kind="radio">
              <Radio.Group>
                <Space direction="vertical">
                  {departments.map((d) => (
                    <Radio key={d.code} value={d.code}>
                      {d.name}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </FormField>
            <FormField
              name="kind"
              label={intl.formatMessage(m.kind)}
              kind="radio"
              description={recheckOf === undefined && <RecheckHint />}
            >
              <Radio.Group>
                <Space direction="vertical">
                  {(kinds.length ? kinds : APPOINTMENT_KINDS.filter((k) => k !== 'recheck')).map((kind) => (
                    <Radio key={kind} value={kind} disabled={!department}>
                      <span className={styles.kindChoice}>
                        <FormattedMessage {...kindLabels[kind]} />
                        <span className={styles.muted}>
                          <FormattedMessage {...kindNeeds[kind]} />
                        </span>
                      </span>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </FormField>
          </>
        )}
        {recheckOf && (
          <Form.Item label={intl.formatMessage(m.follows)}>
            <span>{recheckOf}</span>
          </Form.Item>
        )}
        <FormField
          name="slots"
          kind="group"
          label={intl.formatMessage(m.slots, { max: APPOINTMENT_MAX_PREFERRED_SLOTS })}
          description={
            <p className={styles.hint}>
              <FormattedMessage {...m.slotsHint} />
            </p>
          }
        >
          <SlotField departmentChosen={Boolean(departmentCode)} slots={slots} />
        </FormField>
        <FormField
          name="address"
          label={intl.formatMessage(m.address)}
          description={
            <p className={styles.hint}>
              <FormattedMessage {...m.addressHint} />
              {addressBookHref && (
                <>
                  {' '}
                  <Link to={addressBookHref}>
                    <FormattedMessage {...m.fromAddressBook} />
                  </Link>
                </>
              )}
            </p>
          }
        >
          <TextArea maxLength={200} rows={2} autoSize />
        </FormField>
        <FormField name="contactName" label={intl.formatMessage(m.contactName)}>
          <Input maxLength={50} autoComplete="name" />
        </FormField>
        <FormField name="contactPhone" label={intl.formatMessage(m.contactPhone)}>
          <Input type="tel" inputMode="tel" maxLength={14} autoComplete="tel" />
        </FormField>
        <FormField name="description" label={intl.formatMessage(m.description)}>
          <TextArea
            placeholder={intl.formatMessage(m.descriptionPlaceholder)}
            maxLength={500}
            rows={4}
            showCount
          />
        </FormField>
        <FormField
          name="photos"
          kind="group"
          label={intl.formatMessage(m.photos, { max: APPOINTMENT_PHOTOS_MAX })}
          description={
            <p className={styles.hint}>
              <FormattedMessage {...m.photosHint} />
            </p>
          }
        >
          <PhotoField host={host} upload={uploadAppointmentPhoto} max={APPOINTMENT_PHOTOS_MAX} />
        </FormField>
      </ContractForm>
    </>
  );
}

function KindText({ kind }: { kind: AppointmentKind | undefined }) {
  return kind ? <FormattedMessage {...kindLabels[kind]} /> : null;
}

/**
 * The picker once the department's times are known; what is in the way otherwise. Always the same box, scrolled when
 * the times are many, so that the fields after it stay where they are while the times load.
 */
function SlotField(props: {
  departmentChosen: boolean;
  slots: ReturnType<typeof useQuery<Awaited<ReturnType<typeof listAppointmentSlots>>>>;
  value?: AppointmentFormValues['slots'];
  onChange?: (value: NonNullable<AppointmentFormValues['slots']>) => void;
  id?: string;
}) {
  return (
    <div className={styles.slotBox}>
      <SlotFieldContent {...props} />
    </div>
  );
}

function SlotFieldContent({ departmentChosen, slots, ...control }: Parameters<typeof SlotField>[0]) {
  if (!departmentChosen)
    return (
      <p className={styles.muted} id={control.id}>
        <FormattedMessage {...m.pickDepartmentFirst} />
      </p>
    );
  if (!slots.data)
    return (
      <p className={styles.muted} id={control.id} role="status">
        {slots.error ? (
          <>
            <FormattedMessage {...m.slotsFailed} /> {slots.error.message}
          </>
        ) : (
          <FormattedMessage {...m.slotsLoading} />
        )}
      </p>
    );
  if (slots.data.length === 0 && !(control.value ?? []).length)
    return (
      <p className={styles.muted} id={control.id}>
        <FormattedMessage {...m.noOpenSlots} />
      </p>
    );
  return <SlotPicker offered={slots.data} {...control} />;
}
