export { loadHolidayCalendar } from './holiday-calendar';
