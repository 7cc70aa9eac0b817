/** The search field's accessible name and placeholder, shared by the field and its stand-in. */
export const PLAYER_SEARCH_LABEL = 'Search players';
export const PLAYER_SEARCH_PLACEHOLDER = 'Search players';
