/**
 * The snackbar's text (spec 1 §2, §8). Its own file because both the snackbar
 * (refresh-failed-snackbar.tsx) and the view it loads lazily (refresh-failed-snackbar-view.tsx)
 * need it.
 */
export const REFRESH_FAILED_MESSAGE = 'API Refresh Failed. Try to reload.';
