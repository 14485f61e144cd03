import type { RuleObject } from 'antd-mobile/es/components/form';
import { createContext, useContext } from 'react';

/** What a form's fields learn from the kit: the one rule that checks them, which are required, which are wrong. */
export interface FormKitContextValue {
  formName: string;
  rule: RuleObject;
  isRequired: (key: string) => boolean;
  invalidIds: ReadonlySet<string>;
}

export const FormKitContext = createContext<FormKitContextValue | null>(null);

/** The control a `FormField` frames: its DOM id (the label points at it), whether it is required and wrong. */
export interface FieldFrameValue {
  id: string | undefined;
  required: boolean;
  invalid: boolean;
}

export const FieldFrameContext = createContext<FieldFrameValue>({
  id: undefined,
  required: false,
  invalid: false,
});

export const useFieldFrame = () => useContext(FieldFrameContext);
