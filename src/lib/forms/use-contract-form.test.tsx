import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Checkbox, Input, Radio } from 'antd-mobile';
import { IntlProvider, useIntl } from 'react-intl';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ContractForm, FormField, PickerButton } from './contract-form';
import { DateTimeField } from './date-time-field';
import { defineContractForm } from './form-definition';
import formsEn from './messages-en';
import { useContractForm } from './use-contract-form';
import { ApiError } from '../http/client';
import { defineMessages } from '../i18n/define-messages';
import { emptySession, sessionState } from '../session/session-state';

const m = defineMessages({
  nameRequired: { id: 'test.nameRequired', defaultMessage: '请填写名称' },
  endBeforeStart: { id: 'test.endBeforeStart', defaultMessage: '结束不能早于开始' },
  failedKept: { id: 'test.failedKept', defaultMessage: '提交未成功，内容已保留' },
});
const en = {
  ...formsEn,
  'test.nameRequired': 'Enter the name',
  'test.endBeforeStart': 'The end cannot be before the start',
};

/** A contract-like payload: the kit only knows it as a zod schema. */
const schema = z
  .object({
    clientRequestId: z.string(),
    name: z.string().trim().min(1).max(20),
    level: z.enum(['good', 'bad']),
    helpers: z.array(z.string()).min(2, 'helpers'),
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime(),
    note: z.string().trim().max(5).optional(),
    region: z.string().min(1),
  })
  .strict();

interface Values {
  name?: string;
  level?: 'good' | 'bad';
  helpers?: string[];
  startedAt?: string;
  endedAt?: string;
  note?: string;
  region?: string;
}

const testForm = defineContractForm({
  schema,
  toInput: (values: Values, _context: undefined, { requestId }) => ({
    clientRequestId: requestId,
    name: values.name ?? '',
    level: values.level as 'good',
    helpers: values.helpers ?? [],
    startedAt: values.startedAt ?? '',
    endedAt: values.endedAt ?? '',
    note: values.note || undefined,
    region: values.region ?? '',
  }),
  fieldOf: (path) =>
    path.startsWith('helpers') ? ['helpers'] : path === 'contact' ? null : [path.split('.')[0] ?? path],
  required: ['name', 'level', 'helpers', 'startedAt', 'endedAt', 'region'],
  check: (values) =>
    values.startedAt && values.endedAt && values.endedAt < values.startedAt
      ? { endedAt: m.endBeforeStart }
      : {},
  messages: { name: m.nameRequired },
});

const filled: Values = {
  name: '南山店',
  level: 'good',
  helpers: ['a', 'b'],
  startedAt: '2026-11-22T01:00:00.000Z',
  endedAt: '2026-11-22T02:00:00.000Z',
  region: '440305001',
};

/** A picker's face, as the region and correction screens render it. */
function FakePicker({ value }: { value?: string }) {
  return <PickerButton>{value ?? '请选择'}</PickerButton>;
}

function TestForm({
  send,
  onSaved,
}: {
  send: (input: z.output<typeof schema>) => Promise<string>;
  onSaved?: (id: string) => void;
}) {
  const kit = useContractForm(testForm, {
    context: undefined,
    send,
    onSaved,
    draftKey: 'kit-test',
    idempotencyKey: 'kit-test',
  });
  const intl = useIntl();
  return (
    <>
      {kit.failed && <p>{intl.formatMessage(m.failedKept)}</p>}
      <ContractForm kit={kit} layout="vertical" footer={<button type="submit">submit</button>}>
        <FormField name="name" label="名称">
          <Input />
        </FormField>
        <FormField name="note" label="备注">
          <Input />
        </FormField>
        <FormField name="level" label="评价" kind="radio">
          <Radio.Group>
            <Radio value="good">good</Radio>
            <Radio value="bad">bad</Radio>
          </Radio.Group>
        </FormField>
        <FormField name="helpers" label="同行" kind="group">
          <Checkbox.Group>
            <Checkbox value="a">a</Checkbox>
            <Checkbox value="b">b</Checkbox>
          </Checkbox.Group>
        </FormField>
        <FormField name="startedAt" label="开始" kind="group">
          <DateTimeField label="开始" placeholder="选择" />
        </FormField>
        <FormField name="endedAt" label="结束" kind="group">
          <DateTimeField label="结束" placeholder="选择" />
        </FormField>
        <FormField name="region" label="地区" kind="group">
          <FakePicker />
        </FormField>
      </ContractForm>
    </>
  );
}

function renderForm({
  draft,
  userId = 'u1',
  locale = 'zh',
  send = vi.fn(async () => 'saved'),
  onSaved,
}: {
  draft?: Values;
  userId?: string;
  locale?: 'zh' | 'en';
  send?: (input: z.output<typeof schema>) => Promise<string>;
  onSaved?: (id: string) => void;
} = {}) {
  if (draft) sessionStorage.setItem(`sv.draft.${userId}.kit-test`, JSON.stringify(draft));
  const view = render(
    <RecoilRoot initializeState={({ set }) => set(sessionState, { ...emptySession, userId })}>
      <IntlProvider
        locale={locale}
        defaultLocale="zh"
        messages={locale === 'en' ? en : undefined}
        onError={() => undefined}
      >
        <TestForm send={send} onSaved={onSaved} />
      </IntlProvider>
    </RecoilRoot>,
  );
  return { send, view };
}

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'submit' })));
const input = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

describe('contract form kit', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    scrolled.mockReset();
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => sessionStorage.clear());

  it('speaks Chinese: the form’s own message, else the kit’s', async () => {
    const { send } = renderForm({ draft: { ...filled, name: '', level: undefined } });
    await submit();
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(screen.getByText('此项为必填项')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('speaks English with the same rules, including limits from the schema', async () => {
    renderForm({ locale: 'en', draft: { ...filled, name: '', note: 'far too long' } });
    await submit();
    expect(await screen.findByText('Enter the name')).toBeTruthy();
    expect(screen.getByText('Enter at most 5 characters')).toBeTruthy();
  });

  it('checks the form’s own rules and the schema’s group sizes', async () => {
    renderForm({ draft: { ...filled, helpers: ['a'], endedAt: '2026-11-22T00:00:00.000Z' } });
    await submit();
    expect(await screen.findByText('结束不能早于开始')).toBeTruthy();
    expect(screen.getByText('至少需要选择 2 项')).toBeTruthy();
  });

  it('restores the draft of the signed-in user and of no one else', async () => {
    renderForm({ draft: filled, userId: 'u1' });
    await waitFor(() => expect(input('名称').value).toBe('南山店'));
    act(() => fireEvent.change(input('名称'), { target: { value: '福田店' } }));
    expect(JSON.parse(sessionStorage.getItem('sv.draft.u1.kit-test') ?? '{}')).toMatchObject({
      name: '福田店',
    });
  });

  it('gives another user none of the first user’s draft', async () => {
    sessionStorage.setItem('sv.draft.u1.kit-test', JSON.stringify(filled));
    renderForm({ userId: 'u2' });
    await act(async () => undefined);
    expect(input('名称').value).toBe('');
  });

  it('puts a server field error on its field and keeps the input', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'invalid', { fields: { name: '名称已被使用' } }));
    renderForm({ draft: filled, send });
    await waitFor(() => expect(input('名称').value).toBe('南山店'));
    await submit();
    const error = await screen.findByText('名称已被使用');
    expect(error.closest('.adm-form-item')?.querySelector('input')).toBe(input('名称'));
    expect(input('名称').value).toBe('南山店');
    expect(document.activeElement).toBe(input('名称'));
    expect(input('名称').getAttribute('aria-invalid')).toBe('true');
    // other edits leave it in place; editing the field itself clears it
    act(() => fireEvent.change(input('备注'), { target: { value: 'x' } }));
    await act(async () => undefined);
    expect(screen.getByText('名称已被使用')).toBeTruthy();
    act(() => fireEvent.change(input('名称'), { target: { value: '福田店' } }));
    await waitFor(() => expect(screen.queryByText('名称已被使用')).toBeNull());
  });

  it('names a server error that no field shows above the form', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'invalid', { fields: { contact: '联系人无效' } }));
    renderForm({ draft: filled, send });
    await waitFor(() => expect(input('名称').value).toBe('南山店'));
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('联系人无效');
    expect(document.activeElement).toBe(alert);
  });

  it('keeps the input and says so after a failed request', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(-1, 'network down'));
    renderForm({ draft: filled, send });
    await waitFor(() => expect(input('名称').value).toBe('南山店'));
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('提交未成功，内容已保留')).toBeTruthy();
    expect(input('名称').value).toBe('南山店');
    expect(JSON.parse(sessionStorage.getItem('sv.draft.u1.kit-test') ?? '{}')).toMatchObject({
      name: '南山店',
    });
  });

  it('scrolls to the first wrong field and focuses its control, in reading order', async () => {
    renderForm({ draft: { ...filled, name: '', level: undefined } });
    await submit();
    await screen.findByText('请填写名称');
    expect(document.activeElement).toBe(input('名称'));
    expect(scrolled).toHaveBeenCalled();
  });

  it('focuses an option of a radio group, a checkbox of a group, a date field’s and a picker’s button', async () => {
    renderForm({ draft: { ...filled, level: undefined } });
    await submit();
    await screen.findByText('此项为必填项');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'good' }));

    sessionStorage.clear();
    document.body.innerHTML = '';
    renderForm({ draft: { ...filled, helpers: [] } });
    await submit();
    await screen.findByText('此项为必填项');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'a' }));

    sessionStorage.clear();
    document.body.innerHTML = '';
    renderForm({ draft: { ...filled, endedAt: '2026-11-22T00:00:00.000Z' } });
    await submit();
    await screen.findByText('结束不能早于开始');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^结束 / }));

    sessionStorage.clear();
    document.body.innerHTML = '';
    renderForm({ draft: { ...filled, region: undefined } });
    await submit();
    await screen.findByText('此项为必填项');
    expect(document.activeElement?.textContent).toBe('请选择');
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });

  it('marks required fields and groups and announces them', () => {
    renderForm();
    expect(input('名称').getAttribute('aria-required')).toBe('true');
    expect(input('备注').getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: '评价' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('group', { name: '同行（必填）' })).toBeTruthy();
    expect(document.querySelectorAll('.adm-form-item-required-asterisk')).toHaveLength(6);
    expect(screen.getByRole('group', { name: '地区（必填）' })).toBeTruthy();
  });

  it('sends one request id across retries and a new one after a save', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(-1, 'network down')).mockResolvedValue('saved');
    const onSaved = vi.fn();
    renderForm({ draft: filled, send, onSaved });
    await waitFor(() => expect(input('名称').value).toBe('南山店'));
    await submit();
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved'));
    const [first, second] = send.mock.calls.map(
      ([payload]) => (payload as { clientRequestId: string }).clientRequestId,
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(sessionStorage.getItem('sv.draft.u1.kit-test')).toBeNull();
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect((send.mock.calls[2]?.[0] as { clientRequestId: string }).clientRequestId).not.toBe(first);
  });

  it('sends the schema’s output (trimmed) and ignores a second tap while sending', async () => {
    let resolve: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    renderForm({ draft: { ...filled, name: '  南山店 ' }, send });
    await waitFor(() => expect(input('名称').value).toBe('  南山店 '));
    await submit();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ name: '南山店' })]);
    await act(async () => resolve('saved'));
  });
});
