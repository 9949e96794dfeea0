export { formatDate, formatDateTime, formatPartialDate, formatTime, toDate } from './dateFormat';
export type { DateInput } from './dateFormat';
export { NOW_THRESHOLD_MS, formatRelativeTime, relativeParts } from './relativeTime';
export { FILE_SIZE_UNITS, formatFileSize } from './fileSize';
export { COORDINATE_DECIMALS, formatCoordinate, formatLngLat } from './coordinates';
