// A revenue day ('YYYY-MM-DD' in Kuwait) shown in the admin date format: noon in Kuwait is
// inside that day whatever the browser's own zone.
import { formatAdminDate } from './admin-dates';

export const formatRevenueDay = (day: string) => formatAdminDate(`${day}T12:00:00+03:00`);
