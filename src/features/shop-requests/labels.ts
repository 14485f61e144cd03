import { useIntl } from 'react-intl';
import { shopRequestMessages as m } from './messages';
import {
  formatYuan,
  type SHOP_PREFERRED_PERIODS,
  type ShopRequestAction,
  type ShopRequestState,
} from '../../../contract/shop/rules';
import { useSlotFormat } from '../../components/appointments/appointment-labels';

type Label = (typeof m)[keyof typeof m];
export type Period = (typeof SHOP_PREFERRED_PERIODS)[number];

export const stateLabels: Record<ShopRequestState, Label> = {
  sent: m.stateSent,
  confirmed: m.stateConfirmed,
  done: m.stateDone,
  cancelled: m.stateCancelled,
  declined: m.stateDeclined,
};

/** The tag's colour repeats what its text says. */
export const stateColors: Record<ShopRequestState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> =
  {
    sent: 'primary',
    confirmed: 'warning',
    done: 'success',
    cancelled: 'default',
    declined: 'danger',
  };

export const periodLabels: Record<Period, Label> = { morning: m.morning, afternoon: m.afternoon };

/** What each action is called on its button, and how it reads in the timeline. */
export const actionLabels: Record<ShopRequestAction, Label> = {
  cancel: m.actionCancel,
  confirm: m.actionConfirm,
  complete: m.actionComplete,
  decline: m.actionDecline,
};

export const eventLabels: Record<ShopRequestAction | 'send', Label> = {
  send: m.eventSend,
  cancel: m.eventCancel,
  confirm: m.eventConfirm,
  complete: m.eventComplete,
  decline: m.eventDecline,
};

/** Money, days and times as the shop request screens show them; a total of 0 is a free service. */
export function useShopRequestFormats() {
  const intl = useIntl();
  const { day } = useSlotFormat();
  return {
    day,
    money: (fen: number) => (fen === 0 ? intl.formatMessage(m.free) : formatYuan(fen)),
    preferred: (date: string, period: Period) => `${day(date)} ${intl.formatMessage(periodLabels[period])}`,
    time: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
