import { Form } from 'antd-mobile';
import type { FormItemProps, FormProps } from 'antd-mobile/es/components/form';
import {
  cloneElement,
  isValidElement,
  useContext,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import styles from './contract-form.module.css';
import { keyOf } from './form-definition';
import { FieldFrameContext, FormKitContext, useFieldFrame } from './form-kit-context';
import { formMessages } from './messages';
import type { ContractFormKit } from './use-contract-form';

type KitProps = keyof ContractFormKit<object>['formProps'];

/**
 * antd's Form driven by `useContractForm`: its fields get the kit's rule; problems no field shows are listed above
 * it. The screen shows `kit.restored` with `DraftRestoredBar` and `kit.failed` in its own words.
 */
export function ContractForm<Values>({
  kit,
  className,
  children,
  ...props
}: Omit<FormProps, KitProps> & { kit: ContractFormKit<Values> }) {
  return (
    <FormKitContext.Provider value={kit.fields}>
      {kit.formErrors.length > 0 && (
        <ul className={styles.formErrors} data-sv-field={`${kit.formName}__form`} role="alert">
          {kit.formErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <Form {...props} {...kit.formProps} className={className ? `${styles.form} ${className}` : styles.form}>
        {children}
      </Form>
    </FormKitContext.Provider>
  );
}

/** How a field's control is announced: a text input (default), one choice of several, or any other group. */
export type FieldKind = 'text' | 'radio' | 'group';

type FormFieldProps = Omit<FormItemProps, 'name' | 'children'> & {
  name: NonNullable<FormItemProps['name']>;
  kind?: FieldKind;
  children: ReactElement;
};

/**
 * A `Form.Item` checked by the kit. Required comes from the form's definition (pass `required` inside a
 * `Form.Array`, whose names are relative), shows the required mark and is announced; the frame lets a failed
 * submit find the field and focus its control.
 */
export function FormField({
  name,
  kind = 'text',
  required,
  rules,
  label,
  children,
  ...itemProps
}: FormFieldProps) {
  const kit = useContext(FormKitContext);
  const isRequired = required ?? kit?.isRequired(keyOf(name)) ?? false;
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={isRequired}
      rules={kit ? [kit.rule, ...(rules ?? [])] : rules}
    >
      <FieldFrame kind={kind} label={typeof label === 'string' ? label : undefined} required={isRequired}>
        {children}
      </FieldFrame>
    </Form.Item>
  );
}

function setFlag(element: Element, attribute: string, on: boolean) {
  if (on) element.setAttribute(attribute, 'true');
  else element.removeAttribute(attribute);
}

/** Receives the control props antd's Form.Item hands its child and passes them on to the real control. */
function FieldFrame({
  kind,
  label,
  required,
  children,
  id,
  ...control
}: {
  kind: FieldKind;
  label?: string;
  required: boolean;
  children: ReactElement;
  id?: string;
  [controlProp: string]: unknown;
}) {
  const intl = useIntl();
  const kit = useContext(FormKitContext);
  const invalid = Boolean(id && kit?.invalidIds.has(id));
  const frame = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    // The field's error is announced when it appears and read again with its control (aria-describedby).
    const error = root.closest('.adm-form-item')?.querySelector('.adm-form-item-feedback-error');
    const errorId = error && id ? `${id}-error` : null;
    if (error && errorId) {
      error.id = errorId;
      error.setAttribute('role', 'alert');
    }
    // antd-mobile's Input and TextArea pass no aria-* to the native element
    const inputs = [
      ...root.querySelectorAll(
        'input:not([type="radio"]):not([type="checkbox"]):not([type="file"]), textarea',
      ),
    ];
    const control = id ? [...root.querySelectorAll('[id]')].find((element) => element.id === id) : undefined;
    const described = kind === 'text' ? inputs : [root, ...(control ? [control] : [])];
    for (const element of described) {
      if (errorId) element.setAttribute('aria-describedby', errorId);
      else element.removeAttribute('aria-describedby');
    }
    if (kind !== 'text') return;
    for (const input of inputs) {
      setFlag(input, 'aria-required', required);
      setFlag(input, 'aria-invalid', invalid);
    }
  });

  // The control's own handlers (a plan choice that fills the legal basis) still run after the form's.
  const own = (isValidElement(children) ? children.props : {}) as Record<string, unknown>;
  const controlProps: Record<string, unknown> = { ...control, id };
  for (const [name, handler] of Object.entries(control)) {
    const ownHandler = own[name];
    if (typeof handler === 'function' && typeof ownHandler === 'function') {
      controlProps[name] = (...args: unknown[]) => {
        handler(...args);
        ownHandler(...args);
      };
    }
  }
  const groupLabel =
    label && required && kind === 'group' ? intl.formatMessage(formMessages.requiredGroup, { label }) : label;
  return (
    <FieldFrameContext.Provider value={{ id, required, invalid }}>
      <div
        ref={frame}
        data-sv-field={id}
        role={kind === 'radio' ? 'radiogroup' : kind === 'group' ? 'group' : undefined}
        aria-label={kind === 'text' ? undefined : groupLabel}
        aria-required={kind === 'radio' && required ? true : undefined}
        aria-invalid={kind === 'radio' && invalid ? true : undefined}
      >
        {isValidElement(children) ? cloneElement(children, controlProps) : children}
      </div>
    </FieldFrameContext.Provider>
  );
}

/** The focusable face of a picker inside a `FormField`: the label points at it, a tap or Enter opens the picker. */
export function PickerButton({
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  const field = useFieldFrame();
  return (
    <button
      type="button"
      className={styles.pickerButton}
      id={field.id}
      aria-invalid={field.invalid || undefined}
      aria-haspopup="dialog"
      {...props}
    >
      {children}
    </button>
  );
}
