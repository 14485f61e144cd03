import { defineMessages } from '../../lib/i18n/define-messages';

/** What an appointment is, said the same on the appointment screens and where officers meet one (scan, desk). */
export const appointmentLabelMessages = defineMessages({
  kindRecheck: { id: 'appointments.kind.recheck', defaultMessage: '整改复查' },
  kindGuidance: { id: 'appointments.kind.guidance', defaultMessage: '上门指导' },
  kindLicensing: { id: 'appointments.kind.licensing', defaultMessage: '许可核查' },
  morning: { id: 'appointments.period.morning', defaultMessage: '上午 9:00-12:00' },
  afternoon: { id: 'appointments.period.afternoon', defaultMessage: '下午 14:00-17:30' },
  morningShort: { id: 'appointments.period.morningShort', defaultMessage: '上午' },
  afternoonShort: { id: 'appointments.period.afternoonShort', defaultMessage: '下午' },
  registerAgainst: { id: 'appointments.entry.registerAgainst', defaultMessage: '按预约登记' },
  appointmentToday: {
    id: 'appointments.entry.appointmentToday',
    defaultMessage: '该企业今天有已确认的预约：{kind} · {period}',
  },
  todayTitle: { id: 'appointments.today.title', defaultMessage: '今天的预约' },
  officersNotNamed: { id: 'appointments.today.officersNotNamed', defaultMessage: '尚未指派上门人员' },
});
