export default {
  'appointments.kind.recheck': 'Re-check',
  'appointments.kind.guidance': 'Guidance visit',
  'appointments.kind.licensing': 'Licensing visit',
  'appointments.period.morning': 'Morning 9:00-12:00',
  'appointments.period.afternoon': 'Afternoon 14:00-17:30',
  'appointments.period.morningShort': 'morning',
  'appointments.period.afternoonShort': 'afternoon',
  'appointments.entry.registerAgainst': 'Register against the appointment',
  'appointments.entry.appointmentToday':
    'This enterprise has a confirmed appointment today: {kind}, {period}',
  'appointments.today.officersNotNamed': 'No officers named yet',
  'appointments.today.title': 'Today’s appointments',
} satisfies Record<string, string>;
