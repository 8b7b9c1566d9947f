/** Business constants of the dashboard spec (§9). */
export const SESSION_LIMIT_S = 3600
export const SESSION_CHECK_MS = 1000
export const CREATE_PROJECT_THROTTLE_MS = 3000
export const COPIED_TOOLTIP_MS = 2000
export const LIBRARY_SEARCH_DEBOUNCE_MS = 2000
export const NOTIFICATION_PAGE_BREAKPOINT_PX = 768
export const AVATAR_NAME_MAX = 15
